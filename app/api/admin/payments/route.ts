import { authorizeRequest } from "@/lib/auth/session";
import { listPaymentsForExport } from "@/lib/data/admin-payments";
import { ADMIN_ONLY } from "@/lib/domain/access";
import { SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { lineView } from "@/lib/domain/ledger-display";
import { isLocale } from "@/lib/domain/localized";
import { knownProvider } from "@/lib/domain/payment-providers";
import { PAYMENT_CSV_COLUMNS, paymentsCsv, paymentsCsvFileName, type PaymentCsvColumn } from "@/lib/domain/payments-csv";
import { isRefundReason } from "@/lib/domain/refunds";
import { serverTranslator } from "@/lib/i18n/translator";
import { paymentListQuerySchema } from "@/lib/schemas/refunds";

// The office's CSV export of /admin/payments with the same filters (?kind, status, provider,
// property, from, to; ?locale=de|en|fr for the words). Odd filter values fall back to "all".
export const dynamic = "force-dynamic";

export async function GET(request: Request): Promise<Response> {
  const auth = await authorizeRequest(ADMIN_ONLY);
  if (!auth.ok) return new Response(null, { status: auth.status });

  const params = new URL(request.url).searchParams;
  const query = paymentListQuerySchema.parse(Object.fromEntries(["kind", "status", "provider", "property", "from", "to"].map((k) => [k, params.get(k) ?? undefined])));
  const requested = params.get("locale");
  const locale = isLocale(requested) ? requested : "de";
  const t = serverTranslator(locale, "adminPayments");
  const tLedger = serverTranslator(locale, "ledger");

  const rows = await listPaymentsForExport(query);
  const headers = Object.fromEntries(PAYMENT_CSV_COLUMNS.map((c) => [c, t(`csv.${c}`)])) as Record<PaymentCsvColumn, string>;
  const csv = paymentsCsv(
    headers,
    rows.map((r) => {
      const view = lineView(r);
      const provider = knownProvider(r.provider);
      return {
        occurredAt: r.occurredAt,
        kind: tLedger(`labels.${view.label}`, { channel: "" }),
        status: tLedger(`statuses.${view.status}`),
        amount: view.tone === "out" ? -r.amount : r.amount,
        provider: provider ? t(`providers.${provider}`) : r.provider,
        providerRef: r.providerRef,
        reason: isRefundReason(r.reason) ? t(`reasons.${r.reason}`) : (r.reason ?? ""),
        bookingReference: r.bookingReference,
        guest: r.guestName,
        property: r.propertyName,
      };
    }),
  );
  const fileName = paymentsCsvFileName(todayIn(SITE_TIME_ZONE, new Date()), query.from, query.to);
  // The byte order mark makes Excel read the file as UTF-8 (umlauts in names).
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
