import { authorizeRequest } from "@/lib/auth/session";
import { listBookingsForExport } from "@/lib/data/admin-bookings";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { BOOKING_CSV_COLUMNS, bookingsCsv, bookingsCsvFileName, type BookingCsvColumn } from "@/lib/domain/bookings-csv";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { isLocale } from "@/lib/domain/localized";
import { serverTranslator } from "@/lib/i18n/translator";
import { parseBookingListQuery } from "@/lib/schemas/admin-bookings";

// The office's CSV export of /admin/bookings with exactly the list's filters (the same query
// parameters; ?locale=de|en|fr for the words). Every page of the filtered list, not just one.
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(ADMIN_ONLY);
  if (!auth.ok) return new Response(null, { status: auth.status });

  const params = new URL(request.url).searchParams;
  const query = parseBookingListQuery((key) => params.get(key) ?? undefined);
  const requested = params.get("locale");
  const locale = isLocale(requested) ? requested : "de";
  const t = serverTranslator(locale, "adminBookings");
  const tState = serverTranslator(locale, "ledger");
  const today = todayIn(SITE_TIME_ZONE, new Date());

  const rows = await listBookingsForExport(query, today);
  const headers = Object.fromEntries(BOOKING_CSV_COLUMNS.map((c) => [c, t(`csv.${c}`)])) as Record<BookingCsvColumn, string>;
  const csv = bookingsCsv(
    headers,
    // The payment state in the ledger's words, as on every other page.
    rows.map((r) => ({ ...r, status: r.badge === "cancelled" || r.badge === "blocked" ? t(`badges.${r.badge}`) : tState(`states.${r.badge}`) })),
  );
  // The byte order mark makes Excel read the file as UTF-8 (umlauts in names).
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${bookingsCsvFileName(today, query.from, query.to)}"`,
      "cache-control": "private, no-store",
    },
  });
}
