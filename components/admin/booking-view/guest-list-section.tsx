import { Download } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button-variants";
import type { AdminBookingView } from "@/lib/data/admin-booking-view";
import type { Locale } from "@/lib/domain/localized";
import { swissDate } from "@/lib/domain/swiss-date";
import { ViewSection } from "./fact-list";

/** The guests registered for the stay (read-only here: the guest keeps the list), with its CSV. */
export async function GuestListSection({ booking, locale }: { booking: AdminBookingView; locale: Locale }) {
  const t = await getTranslations("adminBookingView");
  const csv = `/api/my-bookings/${booking.id}/guest-list?locale=${locale}`;
  return (
    <ViewSection
      id="guest-list-title"
      title={t("guestListTitle")}
      lead={booking.requestGuestLists ? t("guestListLead", { count: booking.guests.length }) : t("guestListNotKept")}
      aside={
        booking.guests.length > 0 ? (
          <a href={csv} download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden="true" />
            {t("guestListCsv")}
          </a>
        ) : null
      }
    >
      {booking.guests.length === 0 ? (
        <p className={booking.requestGuestLists ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"} data-testid="guest-list-empty">
          {t("guestListEmpty")}
        </p>
      ) : (
        <ul className="grid gap-1 text-sm" data-testid="guest-list">
          {booking.guests.map((g) => (
            <li key={g.id} className="flex flex-wrap justify-between gap-x-4 border-b py-1.5 last:border-b-0">
              <span className="font-medium">
                {g.firstName} {g.lastName}
              </span>
              <span className="text-muted-foreground tabular-nums">{[swissDate(g.dateOfBirth), g.email].filter(Boolean).join(" · ")}</span>
            </li>
          ))}
        </ul>
      )}
    </ViewSection>
  );
}
