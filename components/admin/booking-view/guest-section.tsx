import { getTranslations } from "next-intl/server";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import { FactList, ViewSection } from "./fact-list";

const KNOWN_LANGUAGES = ["de", "en", "fr", "it"] as const;
const linkClass = "text-primary underline-offset-4 hover:underline";

/** Who booked: name, e-mail and phone as links, language, and how many adults and children. */
export async function GuestSection({ booking }: { booking: AdminBookingView }) {
  const t = await getTranslations("adminBookingView");
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
            booking.email ? (
              <a href={`mailto:${booking.email}`} className={linkClass}>
                {booking.email}
              </a>
            ) : (
              t("none")
            ),
          ],
          [
            t("phone"),
            booking.phone ? (
              <a href={`tel:${booking.phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                {booking.phone}
              </a>
            ) : (
              t("none")
            ),
          ],
          [t("language"), language],
          [t("guests"), t("guestsValue", { adults: booking.adults, children: booking.children })],
        ]}
      />
    </ViewSection>
  );
}
