import { getTranslations } from "next-intl/server";
import type { BookingDetail } from "@/lib/data/my-bookings";
import type { Locale } from "@/lib/domain/localized";
import { formatIsoDate } from "./format";
import { displayReference } from "@/lib/domain/booking-reference";

/** Property, dates and times, guests, channel and reference of one booking. */
export async function BookingFacts({ booking, locale }: { booking: BookingDetail; locale: Locale }) {
  const t = await getTranslations("myBookings");
  const rows: [string, string][] = [
    [t("property"), `${booking.propertyName}, ${booking.propertyLocation}`],
    [t("arrival"), formatIsoDate(booking.arrival, locale, "full")],
    [t("departure"), formatIsoDate(booking.departure, locale, "full")],
    [t("checkInTime"), booking.checkIn],
    [t("checkOutTime"), booking.checkOut],
    [t("guests"), t("guestsValue", { adults: booking.adults, children: booking.children })],
    [t("channel"), booking.channelName ?? t("channelDirect")],
    // A stored reference may carry an OTA's or an old id's stray dashes ("-K2XQ7ZP"): shown without them.
    [t("reference"), displayReference(booking.referenceId) ?? (booking.smoobuBookingId === null ? t("none") : String(booking.smoobuBookingId))],
  ];
  return (
    <section aria-labelledby="facts-title" className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm">
      <h2 id="facts-title" className="text-xl font-semibold tracking-tight">
        {t("detailsTitle")}
      </h2>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="text-sm text-muted-foreground">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
