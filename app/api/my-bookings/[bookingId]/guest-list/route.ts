import { authorizeRequest } from "@/lib/auth/session";
import { readGuestListAccess, listGuests } from "@/lib/data/guest-list";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { guestListCsv, guestListFileName } from "@/lib/domain/guest-list-csv";
import { isLocale } from "@/lib/domain/localized";
import { serverTranslator } from "@/lib/i18n/translator";

// The admin's CSV export of one booking's guest list (?locale=de|en|fr for the header row).
export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function GET(request: Request, { params }: { params: Promise<{ bookingId: string }> }): Promise<Response> {
  const auth = await authorizeRequest(ADMIN_ONLY);
  if (!auth.ok) return new Response(null, { status: auth.status });
  const { bookingId } = await params;
  const booking = UUID.test(bookingId) ? await readGuestListAccess(bookingId) : null;
  if (!booking) return new Response(null, { status: 404 });

  const requested = new URL(request.url).searchParams.get("locale");
  const locale = isLocale(requested) ? requested : "de";
  const t = serverTranslator(locale, "guestList");
  const csv = guestListCsv({
    headers: { name: t("name"), dateOfBirth: t("dateOfBirth"), email: t("emailColumn"), arrival: t("csvArrival"), departure: t("csvDeparture") },
    stay: booking,
    guests: await listGuests(bookingId),
  });
  // The byte order mark makes Excel read the file as UTF-8 (umlauts in names).
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${guestListFileName(booking.referenceId, bookingId)}"`,
      "cache-control": "private, no-store",
    },
  });
}
