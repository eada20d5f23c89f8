import "server-only";
import { getDb } from "@/lib/db";
import type { QrBillDocumentInput } from "@/lib/documents/qr-bill-pdf";
import type { ReceiptDocumentInput } from "@/lib/documents/receipt-pdf";
import { collectedByChannel } from "@/lib/domain/channel-collection";
import { SITE_TIME_ZONE, toIsoDate, todayIn } from "@/lib/domain/dates";
import type { Locale } from "@/lib/domain/localized";
import { toRappen } from "@/lib/domain/money";
import { receipt, type PaymentMethod, type ReceiptLedgerRow } from "@/lib/domain/receipt";
import { listLedger } from "./ledger";
import { readReceiptSettings } from "./office-settings";

// What the receipt and the QR-bill of one booking are made from: the booking, its ledger and the
// office's settings. Callers check who may see the booking first (session owner, pay link).

/** A bank transfer is named as such on the receipt; what Stripe took is not known per method here. */
function methodOf(provider: string): PaymentMethod | null {
  return provider === "bank_transfer" ? "transfer" : null;
}

export type BookingDocumentsOutcome = { ok: true; receipt: ReceiptDocumentInput; qrBill: QrBillDocumentInput } | { ok: false; reason: "notFound" | "noSettings" };

/** The receipt (with the QR-bill when `withQrBill` and something is open) and the QR-bill alone, in `locale`. */
export async function readBookingDocuments(bookingId: string, locale: Locale, options: { withQrBill?: boolean; now?: Date } = {}): Promise<BookingDocumentsOutcome> {
  const db = await getDb();
  const b = await db.booking.findUnique({
    where: { id: bookingId },
    select: {
      id: true, referenceId: true, type: true, arrival: true, departure: true, price: true, priceElements: true, guestName: true, collectThroughUs: true,
      channel: { select: { name: true } },
      property: { select: { name: true } },
      offer: { select: { basePrice: true, discount: true, cleaningFee: true, touristTax: true, saastalCard: true } },
    },
  });
  if (!b) return { ok: false, reason: "notFound" };
  const settings = await readReceiptSettings();
  if (!settings) return { ok: false, reason: "noSettings" };
  const issuedOn = todayIn(SITE_TIME_ZONE, options.now ?? new Date());
  const money = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  const ledger: ReceiptLedgerRow[] = (await listLedger(b.id)).map((line) => ({
    ...line,
    date: todayIn(SITE_TIME_ZONE, new Date(line.occurredAt)),
    method: methodOf(line.provider),
  }));
  const made = receipt({
    issuedOn,
    booking: {
      arrival: toIsoDate(b.arrival),
      departure: toIsoDate(b.departure),
      cancelled: b.type === "cancelled" || b.type === "deleted",
      collectedByChannel: collectedByChannel({ channelName: b.channel?.name, collectThroughUs: b.collectThroughUs }),
      priceElements: b.priceElements,
      price: money(b.price),
      offer: b.offer
        ? { base: money(b.offer.basePrice), discount: toRappen(b.offer.discount), cleaning: money(b.offer.cleaningFee), touristTax: money(b.offer.touristTax), saastalCard: money(b.offer.saastalCard) }
        : null,
    },
    ledger,
    vat: { number: settings.vatNumber, rates: settings.vatRates, roundingRappen: settings.vatRoundingRappen },
  });
  // The guest's postal address is not kept: the bill names the guest without one (swissqrbill allows no debtor).
  const booking = { id: b.id, reference: b.referenceId, property: b.property.name };
  const guest = { name: b.guestName, address: null };
  return {
    ok: true,
    receipt: { locale, settings, booking, guest, receipt: made, withQrBill: options.withQrBill ?? false },
    qrBill: { locale, settings, booking: { ...booking, arrival: made.arrival, departure: made.departure }, guest, open: made.open, issuedOn },
  };
}
