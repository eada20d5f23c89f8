import { getTranslations } from "next-intl/server";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import { mailtoHref, telHref } from "@/lib/domain/contact-links";
import { FactList, ViewSection } from "./fact-list";

const KNOWN_LANGUAGES = ["de", "en", "fr", "it"] as const;
const linkClass = "text-primary underline-offset-4 hover:underline";

/**
 * Who booked: name, e-mail and phone (as links when they are a valid address and number; they come
 * from Smoobu, and "x@example.com?cc=…" must not add recipients), language, adults and children.
 */
export async function GuestSection({ booking }: { booking: AdminBookingView }) {
  const t = await getTranslations("adminBookingView");
  const mailto = mailtoHref(booking.email);
  const tel = telHref(booking.phone);
  const code = booking.language?.toLowerCase() ?? null;
  const language = code === null ? t("none") : (KNOWN_LANGUAGES as readonly string[]).includes(code) ? t(`languages.${code as (typeof KNOWN_LANGUAGES)[number]}`) : code.toUpperCase();
  return (
    <ViewSection id="guest-title" title={t("guestTitle")}>
      <FactList
        testId="guest-facts"
        rows={[
          [t("name"), booking.guestName || t("unnamedGuest")],
          [
            t("email"),
            mailto ? (
              <a href={mailto} className={linkClass}>
                {booking.email}
              </a>
            ) : (
              booking.email || t("none")
            ),
          ],
          [
            t("phone"),
            tel ? (
              <a href={tel} className={linkClass}>
                {booking.phone}
              </a>
            ) : (
              booking.phone || t("none")
            ),
          ],
          [t("language"), language],
          [t("guests"), t("guestsValue", { adults: booking.adults, children: booking.children })],
        ]}
      />
    </ViewSection>
  );
}
