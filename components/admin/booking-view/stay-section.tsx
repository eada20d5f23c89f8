import { getTranslations } from "next-intl/server";
import { formatIsoDate } from "@/components/my-bookings/format";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import type { Locale } from "@/lib/domain/localized";
import { FactList, ViewSection } from "./fact-list";
import { displayReference } from "@/lib/domain/booking-reference";

/** Property, dates, reference, Smoobu's id, channel and status of the booking. */
export async function StaySection({ booking, locale }: { booking: AdminBookingView; locale: Locale }) {
  const t = await getTranslations("adminBookingView");
  return (
    <ViewSection id="stay-title" title={t("stayTitle")}>
      <FactList
        testId="stay-facts"
        rows={[
          [t("property"), booking.propertyName],
          [t("status"), t(`types.${booking.type}`)],
          [t("arrival"), formatIsoDate(booking.arrival, locale, "full")],
          [t("departure"), formatIsoDate(booking.departure, locale, "full")],
          [t("reference"), displayReference(booking.referenceId) ?? t("none")],
          [t("smoobuId"), booking.smoobuBookingId === null ? t("none") : String(booking.smoobuBookingId)],
          [t("channel"), booking.channelName ?? t("channelDirect")],
        ]}
      />
    </ViewSection>
  );
}
