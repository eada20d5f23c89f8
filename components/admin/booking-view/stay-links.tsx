import { ExternalLink } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { formatInstant } from "@/components/my-bookings/format";
import { Link } from "@/i18n/navigation";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import { smoobuBookingUrl } from "@/lib/domain/admin-booking-view";
import type { Locale } from "@/lib/domain/localized";
import { env } from "@/lib/env";
import { FactList, ViewSection } from "./fact-list";

const linkClass = "inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline";

/** Where the booking lives elsewhere: Smoobu (with a link that opens it there) and the offer it came from. */
export async function StayLinks({ booking, locale }: { booking: AdminBookingView; locale: Locale }) {
  const t = await getTranslations("adminBookingView");
  const smoobu = smoobuBookingUrl(booking.smoobuBookingId, env().SMOOBU_BASE_URL, locale);
  return (
    <ViewSection id="links-title" title={t("linksTitle")}>
      <FactList
        testId="link-facts"
        rows={[
          [
            t("smoobu"),
            smoobu ? (
              <a href={smoobu} target="_blank" rel="noopener noreferrer" className={linkClass} data-testid="smoobu-link">
                {t("openInSmoobu", { id: String(booking.smoobuBookingId) })}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t("opensInNewTab")}</span>
              </a>
            ) : (
              t("notInSmoobu")
            ),
          ],
          [
            t("offer"),
            booking.offer ? (
              <span className="grid gap-0.5">
                <Link href={`/admin/make-offer/${booking.offer.id}`} className={linkClass} data-testid="offer-link">
                  {t(`offerSources.${booking.offer.source}`)}
                </Link>
                <span className="text-sm font-normal text-muted-foreground">
                  {[t("offerCreated", { when: formatInstant(booking.offer.createdAt, locale) }), booking.offer.paidAt ? t("offerPaid", { when: formatInstant(booking.offer.paidAt, locale) }) : null].filter(Boolean).join(" · ")}
                </span>
              </span>
            ) : (
              t("noOffer")
            ),
          ],
        ]}
      />
    </ViewSection>
  );
}
