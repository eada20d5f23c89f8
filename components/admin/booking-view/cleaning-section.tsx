import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import { swissDate } from "@/lib/domain/swiss-date";
import { ViewSection } from "./fact-list";

/** Who cleans after the stay (on the departure day); assigning happens in the team's calendar. */
export async function CleaningSection({ booking }: { booking: AdminBookingView }) {
  const t = await getTranslations("adminBookingView");
  const live = booking.type !== "cancelled" && booking.type !== "deleted" && !booking.isBlockedBooking;
  return (
    <ViewSection
      id="cleaning-title"
      title={t("cleaningTitle")}
      lead={t("cleaningLead", { date: swissDate(booking.departure) })}
      aside={
        <Link href="/team/calendar" className="text-sm text-primary underline-offset-4 hover:underline">
          {t("openCalendar")}
        </Link>
      }
    >
      {!live ? (
        <p className="text-sm text-muted-foreground">{t("noCleaningNeeded")}</p>
      ) : booking.cleaners.length === 0 ? (
        <p className="text-sm font-medium text-destructive" data-testid="no-cleaner">
          {t("noCleaner")}
        </p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="cleaners">
          {booking.cleaners.map((c) => (
            <li key={c.id} className="inline-flex items-center gap-2 rounded-full border py-1 pr-3 pl-1 text-sm">
              <span aria-hidden="true" className="grid size-6 place-items-center rounded-full text-xs font-semibold text-white" style={{ backgroundColor: c.colour }}>
                {c.initials}
              </span>
              {c.name}
            </li>
          ))}
        </ul>
      )}
    </ViewSection>
  );
}
