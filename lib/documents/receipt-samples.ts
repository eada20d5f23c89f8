import type { Locale } from "@/lib/domain/localized";
import { receipt, type ReceiptLedgerRow } from "@/lib/domain/receipt";
import { receiptSettingsSchema, SWISS_VAT_RATES_2024, type ReceiptSettings } from "@/lib/schemas/receipt";
import type { ReceiptDocumentInput } from "./receipt-pdf";

/**
 * Sample receipts with made-up data (the Swiss Payment Standards' example accounts, the eCH-0097
 * example UID): for scripts/sample-receipts.ts, which renders them to look at, and for the tests.
 */

export const SAMPLE_QR_IBAN = "CH44 3199 9123 0008 8901 2";
export const SAMPLE_IBAN = "CH93 0076 2011 6238 5295 7";

export function sampleSettings(options: { vat: boolean; qrIban?: boolean }): ReceiptSettings {
  return receiptSettingsSchema.parse({
    office: {
      name: "Saastal Chalets GmbH",
      street: "Obere Gasse",
      buildingNumber: "12",
      postalCode: "3906",
      town: "Saas-Fee",
      country: "CH",
      email: "office@saastal-chalets.example",
      phone: "+41 27 958 00 00",
    },
    iban: options.qrIban === false ? SAMPLE_IBAN : SAMPLE_QR_IBAN,
    vatNumber: options.vat ? "CHE-123.456.788 MWST" : "",
    vatRates: [SWISS_VAT_RATES_2024],
  });
}

/** An offer's components: 7 nights, cleaning, tourist tax, SaastalCard (Rappen). */
const OFFER = { base: 273_000, discount: 15_000, cleaning: 40_000, touristTax: 16_800, saastalCard: 9_081 };
const TOTAL = 273_000 - 15_000 + 40_000 + 16_800 + 9_081;

export const SAMPLE_BOOKING_ID = "6f1c2e8a-3b7d-4c1e-9a2f-0d5e8b7c6a41";

export function sampleReceipt(options: { locale: Locale; vat: boolean; paid: "deposit" | "all" | "nothing"; qrIban?: boolean; withQrBill?: boolean }): ReceiptDocumentInput {
  const ledger: ReceiptLedgerRow[] = [];
  if (options.paid !== "nothing") ledger.push({ id: "p1", kind: "payment", status: "succeeded", amount: 100_000, date: "2026-11-20", method: "twint", purpose: "offer_deposit" });
  if (options.paid === "all") ledger.push({ id: "p2", kind: "payment", status: "succeeded", amount: TOTAL - 100_000, date: "2027-01-04", method: "transfer" });
  const settings = sampleSettings({ vat: options.vat, ...(options.qrIban === undefined ? {} : { qrIban: options.qrIban }) });
  return {
    locale: options.locale,
    settings,
    booking: { id: SAMPLE_BOOKING_ID, reference: "K7Q2ZP4M", property: "Chalet Mischabel – Saas-Fee" },
    guest: { name: "Amélie Brändli-Łukasik", address: { street: "Rue de l’Église", buildingNumber: "4", postalCode: "1950", town: "Sion", country: "CH" } },
    receipt: receipt({
      issuedOn: "2027-01-05",
      booking: { arrival: "2027-02-06", departure: "2027-02-13", cancelled: false, priceElements: null, price: TOTAL, offer: OFFER },
      ledger,
      vat: { number: settings.vatNumber, rates: settings.vatRates, roundingRappen: settings.vatRoundingRappen },
    }),
    withQrBill: options.withQrBill ?? options.paid !== "all",
  };
}
