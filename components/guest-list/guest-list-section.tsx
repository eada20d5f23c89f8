import { getTranslations } from "next-intl/server";
import { formatIsoDate } from "@/components/my-bookings/format";
import { listGuests, type GuestRow } from "@/lib/data/guest-list";
import type { Locale } from "@/lib/domain/localized";
import { GuestList } from "./guest-list";

/** Reads the guests on the server (the page already checked access to the booking) and hands them to the client list. */
export async function GuestListSection({ bookingId, locale, isAdmin }: { bookingId: string; locale: Locale; isAdmin: boolean }) {
  const t = await getTranslations("guestList");
  const closeLabel = (await getTranslations("common"))("close");
  let guests: GuestRow[];
  try {
    guests = await listGuests(bookingId);
  } catch (error) {
    console.error("[my-bookings] could not read the guests", error);
    return (
      <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
        {t("loadError")}
      </p>
    );
  }
  // Formatted here so the server and the browser render the same text.
  const dates = Object.fromEntries(guests.map((g) => [g.dateOfBirth, formatIsoDate(g.dateOfBirth, locale)]));
  const exportHref = isAdmin ? `/api/my-bookings/${bookingId}/guest-list?locale=${locale}` : null;
  return <GuestList bookingId={bookingId} guests={guests} exportHref={exportHref} closeLabel={closeLabel} formatDate={dates} />;
}
