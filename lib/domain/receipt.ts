/**
 * The receipt of a stay (issue 32): what it costs, line by line, the VAT it contains when the
 * office is registered, what was paid and what is open. Pure: the PDF (lib/documents) only draws
 * this model, and every amount comes from the rules the booking pages use:
 *  - the lines are bookingPriceItems (Smoobu's price elements, or the offer's components), which
 *    add up to stayTotal, the ledger rule's price;
 *  - paid, open and credit are the ledger rule's balance, the payment rows its guest-visible rows.
 *
 * VAT (/work/shared/docs/SWISS-DUTIES.md): prices are VAT-inclusive, so the receipt shows the VAT
 * each rate group contains, rounded once per group (to the Rappen, or to 5 Rappen when the office
 * rounds commercially). Accommodation, the cleaning tied to the stay and the stay's discounts and
 * adjustments are taxed at the accommodation rate; the SaastalCard and add-ons at the standard rate;
 * the tourist tax, shown separately and named as such, is outside VAT. The rates are the office's
 * settings in force on the arrival day (a rate change during a stay is rare; the office's
 * fiduciary decides a split, which this model does not make).
 *
 * The amounts themselves are never rounded to 5 Rappen: cards, TWINT and QR-bills pay to the Rappen,
 * and a QR-bill's amount must be exactly what is open for a credit to match.
 */

import type { OfferPriceComponents, PriceItem, PriceLineKey } from "./booking-price-lines";
import { bookingPriceItems } from "./booking-price-lines";
import { daysBetween, type IsoDate } from "./dates";
import { balance, refundCounts, type LedgerRow, type PaymentState } from "./ledger";
import { guestVisibleRows, lineView, type LineLabel } from "./ledger-display";
import { roundDiv, type Rappen } from "./money";

export type VatCategory = "accommodation" | "standard" | "none";
/** A line's label: a known kind (translated), or "other" with the name Smoobu or the host gave it. */
export type ReceiptLineKind = PriceLineKey | "other";
export type PaymentMethod = "card" | "twint" | "paypal" | "transfer" | "cash" | "other";

export interface ReceiptLine {
  kind: ReceiptLineKind;
  /** The host's own name of an add-on or coupon (kind "other"); null for the kinds we name. */
  name: string | null;
  quantity: number | null;
  amount: Rappen;
  vat: VatCategory;
}

/** Rates in hundredths of a percent (3.8 % = 380), from lib/schemas/receipt.ts. */
export interface VatRatesInForce {
  validFrom: IsoDate;
  accommodation: number;
  standard: number;
}

export interface ReceiptVatRow {
  category: Exclude<VatCategory, "none">;
  /** Hundredths of a percent. */
  rate: number;
  /** The lines' VAT-inclusive sum. */
  gross: Rappen;
  vat: Rappen;
  net: Rappen;
}

export interface ReceiptVat {
  /** "CHE-123.456.789" (the PDF adds MWST, TVA or VAT). */
  number: string;
  ratesFrom: IsoDate;
  rows: ReceiptVatRow[];
  vatTotal: Rappen;
  /** The lines outside VAT (the tourist tax). */
  outside: Rappen;
}

export interface ReceiptPayment {
  id: string;
  label: LineLabel;
  date: IsoDate;
  method: PaymentMethod | null;
  /** Signed: money received is positive, money going back negative. */
  amount: Rappen;
}

export interface ReceiptLedgerRow extends LedgerRow {
  /** The day the money moved (Europe/Zurich). */
  date: IsoDate;
  method?: PaymentMethod | null;
  purpose?: string | null;
}

export interface ReceiptInput {
  /** The day the receipt is made (Europe/Zurich): its date, and "today" for the ledger rule. */
  issuedOn: IsoDate;
  booking: {
    arrival: IsoDate;
    departure: IsoDate;
    cancelled: boolean;
    collectedByChannel?: boolean;
    priceElements: unknown;
    price: Rappen | null;
    offer: OfferPriceComponents | null;
  };
  ledger: readonly ReceiptLedgerRow[];
  /** The office's VAT settings; without a number, no VAT appears. */
  vat: { number: string | null; rates: readonly VatRatesInForce[]; roundingRappen: 1 | 5 };
}

export interface Receipt {
  issuedOn: IsoDate;
  arrival: IsoDate;
  departure: IsoDate;
  nights: number;
  lines: ReceiptLine[];
  total: Rappen;
  vat: ReceiptVat | null;
  payments: ReceiptPayment[];
  paid: Rappen;
  open: Rappen;
  credit: Rappen;
  state: PaymentState;
}

/** An expected failure: the settings do not allow this receipt. */
export class ReceiptError extends Error {
  constructor(readonly code: "noVatRate" | "invalidRounding") {
    super(code === "noVatRate" ? "No VAT rates are in force on the arrival day" : "VAT is rounded to 1 or 5 Rappen");
    this.name = "ReceiptError";
  }
}

/**
 * Smoobu add-ons the host named as the tourist tax or the SaastalCard (de, en, fr, and the
 * Bürgerpass, the card's older name): they are the same items as the offer's components, and the
 * tourist tax must stay outside VAT wherever it comes from.
 */
const TOURIST_TAX_NAME = /kurtaxe|tourist\s*tax|city\s*tax|taxe\s+de\s+s[ée]jour/i;
const SAASTAL_CARD_NAME = /saastal\s*-?\s*card|b[üu]rgerpass/i;

const ACCOMMODATION_KEYS: ReadonlySet<PriceLineKey> = new Set(["accommodation", "discount", "longStayDiscount", "cleaning", "adjustment"]);

function classify(item: PriceItem): { kind: ReceiptLineKind; vat: VatCategory } {
  if (item.key === "touristTax") return { kind: "touristTax", vat: "none" };
  if (item.key === "saastalCard") return { kind: "saastalCard", vat: "standard" };
  if (item.key !== null) return { kind: item.key, vat: ACCOMMODATION_KEYS.has(item.key) ? "accommodation" : "standard" };
  if (TOURIST_TAX_NAME.test(item.name)) return { kind: "touristTax", vat: "none" };
  if (SAASTAL_CARD_NAME.test(item.name)) return { kind: "saastalCard", vat: "standard" };
  // A coupon lowers the price of the stay; any other add-on is a service of its own.
  return { kind: "other", vat: item.type === "coupon" ? "accommodation" : "standard" };
}

/** The receipt's lines, adding up to the stay's price (an included element is inside another line already). */
export function receiptLines(booking: ReceiptInput["booking"]): { lines: ReceiptLine[]; total: Rappen } {
  const { items, total } = bookingPriceItems(booking);
  const lines: ReceiptLine[] = items
    .filter((item) => !item.included)
    .map((item) => {
      const { kind, vat } = classify(item);
      return { kind, name: kind === "other" ? item.name : null, quantity: item.quantity, amount: item.amount, vat };
    });
  const stayTotal = total ?? 0;
  // A price without an itemisation is the stay itself: one accommodation line, so the VAT has a rate.
  if (lines.length === 0 && stayTotal !== 0) lines.push({ kind: "accommodation", name: null, quantity: null, amount: stayTotal, vat: "accommodation" });
  return { lines, total: stayTotal };
}

/** The rates in force on `date`: the row with the latest validFrom not after it, or null. */
export function ratesOn(rates: readonly VatRatesInForce[], date: IsoDate): VatRatesInForce | null {
  let best: VatRatesInForce | null = null;
  for (const rate of rates) if (rate.validFrom <= date && (best === null || rate.validFrom > best.validFrom)) best = rate;
  return best;
}

/** The VAT a VAT-inclusive amount contains: gross × rate / (100 % + rate), rounded once to `step` Rappen. */
export function vatContained(gross: Rappen, rate: number, step: 1 | 5): Rappen {
  if (!Number.isSafeInteger(rate) || rate < 0) throw new RangeError(`A VAT rate is a whole number of hundredths of a percent, got ${rate}`);
  return roundDiv(gross * rate, (10_000 + rate) * step) * step;
}

function vatOf(lines: readonly ReceiptLine[], input: ReceiptInput): ReceiptVat | null {
  const { number, rates, roundingRappen } = input.vat;
  if (number === null) return null;
  if (roundingRappen !== 1 && roundingRappen !== 5) throw new ReceiptError("invalidRounding");
  const inForce = ratesOn(rates, input.booking.arrival);
  if (inForce === null) throw new ReceiptError("noVatRate");
  const sumOf = (category: VatCategory) => lines.filter((l) => l.vat === category).reduce((sum, l) => sum + l.amount, 0);
  const rows: ReceiptVatRow[] = [];
  for (const category of ["accommodation", "standard"] as const) {
    if (!lines.some((l) => l.vat === category)) continue;
    const gross = sumOf(category);
    const rate = inForce[category];
    const vat = vatContained(gross, rate, roundingRappen);
    rows.push({ category, rate, gross, vat, net: gross - vat });
  }
  return { number, ratesFrom: inForce.validFrom, rows, vatTotal: rows.reduce((sum, r) => sum + r.vat, 0), outside: sumOf("none") };
}

/** The money that moved, as the guest's booking page lists it; reports and failed or withdrawn rows move nothing. */
function paymentsOf(rows: readonly ReceiptLedgerRow[], counted: Record<string, Rappen>, state: PaymentState): ReceiptPayment[] {
  const out: ReceiptPayment[] = [];
  for (const row of guestVisibleRows(rows, { counted, state })) {
    const label = lineView(row).label;
    const base = { id: row.id, label, date: row.date, method: row.method ?? null };
    if (row.kind === "payment" && row.status === "succeeded") out.push({ ...base, amount: row.amount });
    else if (row.kind === "refund" && refundCounts(row.status)) out.push({ ...base, amount: -row.amount });
    else if (row.kind === "dispute" && (row.status === "open" || row.status === "lost")) out.push({ ...base, amount: -row.amount });
    else if (row.kind === "external" && (row.source === "price" || row.source === "prepayment") && (counted[row.id] ?? 0) > 0) out.push({ ...base, amount: counted[row.id] ?? 0 });
  }
  return out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export function receipt(input: ReceiptInput): Receipt {
  const { lines, total } = receiptLines(input.booking);
  const b = balance({
    total,
    cancelled: input.booking.cancelled,
    collectedByChannel: input.booking.collectedByChannel ?? false,
    departure: input.booking.departure,
    today: input.issuedOn,
    rows: input.ledger,
  });
  return {
    issuedOn: input.issuedOn,
    arrival: input.booking.arrival,
    departure: input.booking.departure,
    nights: daysBetween(input.booking.arrival, input.booking.departure),
    lines,
    total,
    vat: vatOf(lines, input),
    payments: paymentsOf(input.ledger, b.counted, b.state),
    paid: b.paid,
    open: b.open,
    credit: b.credit,
    state: b.state,
  };
}
