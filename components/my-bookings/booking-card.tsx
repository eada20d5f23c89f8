import { CalendarDays, Home, MapPin, Users } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { SmartImage } from "@/components/layout/smart-image";
import { Link } from "@/i18n/navigation";
import type { MyBookingCard } from "@/lib/data/my-bookings";
import type { Locale } from "@/lib/domain/localized";
import { stayLabel } from "@/lib/domain/my-bookings";
import { formatIsoDate } from "./format";
import { StayLabelBadge } from "./stay-label-badge";
import { elision } from "@/lib/domain/french-elision";

/** One booking in /my-bookings: the whole card links to its detail page. */
export async function BookingCard({ booking, today, locale }: { booking: MyBookingCard; today: string; locale: Locale }) {
  const t = await getTranslations("myBookings");
  const label = stayLabel(booking, today);
  return (
    <li>
      <Link
        href={`/my-bookings/${booking.id}`}
        className="group flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        data-testid="booking-card"
      >
        <div className="relative aspect-[16/9] bg-muted">
          {booking.propertyImage ? (
            <SmartImage src={booking.propertyImage} alt={t("imageAlt", { name: booking.propertyName, elision: elision(booking.propertyName) })} fill sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="object-cover" />
          ) : (
            <div className="flex h-full items-center justify-center text-muted-foreground">
              <Home className="size-10" aria-hidden="true" />
            </div>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="text-lg font-semibold tracking-tight">{booking.propertyName}</h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 text-primary" aria-hidden="true" />
            {booking.propertyLocation}
          </p>
          <p className="flex items-center gap-1.5 text-sm">
            <CalendarDays className="size-4 text-primary" aria-hidden="true" />
            {t("dates", { arrival: formatIsoDate(booking.arrival, locale), departure: formatIsoDate(booking.departure, locale) })}
          </p>
          <p className="flex items-center gap-1.5 text-sm">
            <Users className="size-4 text-primary" aria-hidden="true" />
            {t("guestCount", { count: booking.adults + booking.children })}
          </p>
          {label ? (
            <div className="mt-auto pt-1">
              <StayLabelBadge label={label} locale={locale} />
            </div>
          ) : null}
        </div>
      </Link>
    </li>
  );
}
