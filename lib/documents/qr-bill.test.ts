import PDFDocument from "pdfkit";
import { isQRReferenceValid, isSCORReferenceValid } from "swissqrbill/utils";
import { describe, expect, it } from "vitest";
import { pdfText } from "@/tests/support/pdf-text";
import { paymentKey, paymentKeyOf } from "@/lib/domain/qr-reference";
import { collect } from "./pdf-layout";
import { registerFonts } from "./pdf-fonts";
import { qrBill, qrBillData, QrBillError, type QrBillInput } from "./qr-bill";
import { SAMPLE_BOOKING_ID, sampleSettings } from "./receipt-samples";

const debtor = { name: "Amélie Brändli-Łukasik", street: "Rue de l’Église", buildingNumber: "4", postalCode: "1950", town: "Sion", country: "CH" };

function input(overrides: Partial<QrBillInput> = {}): QrBillInput {
  return { settings: sampleSettings({ vat: false }), bookingId: SAMPLE_BOOKING_ID, open: 223_881, debtor, message: "Buchung K7Q2ZP4M", ...overrides };
}

function refusal(run: () => unknown): QrBillError {
  try {
    run();
  } catch (error) {
    if (error instanceof QrBillError) return error;
    throw error;
  }
  throw new Error("not refused");
}

describe("qrBillData", () => {
  it("the office is the creditor, with its structured address and QR-IBAN", () => {
    const { data } = qrBillData(input());
    expect(data.creditor).toEqual({ name: "Saastal Chalets GmbH", address: "Obere Gasse", buildingNumber: "12", zip: "3906", city: "Saas-Fee", country: "CH", account: "CH4431999123000889012" });
    expect(data.currency).toBe("CHF");
  });

  it("the guest is the debtor, structured (street and number apart, postcode and town apart)", () => {
    expect(qrBillData(input()).data.debtor).toEqual({ name: debtor.name, address: "Rue de l’Église", buildingNumber: "4", zip: "1950", city: "Sion", country: "CH" });
  });

  it("without a known address, no debtor: the payer fills the box in", () => {
    expect(qrBillData(input({ debtor: null })).data).not.toHaveProperty("debtor");
  });

  it("without a building number, none is sent", () => {
    expect(qrBillData(input({ debtor: { ...debtor, buildingNumber: undefined } })).data.debtor).not.toHaveProperty("buildingNumber");
  });

  it("the amount is exactly the open amount, in francs", () => {
    expect(qrBillData(input({ open: 223_881 })).data.amount).toBe(2238.81);
    expect(qrBillData(input({ open: 5 })).data.amount).toBe(0.05);
  });

  it("with the QR-IBAN, the booking's QR reference with a valid check digit", () => {
    const { data, reference } = qrBillData(input());
    expect(reference.kind).toBe("QRR");
    expect(data.reference).toBe(reference.value);
    expect(isQRReferenceValid(reference.value)).toBe(true);
    expect(paymentKeyOf(reference.value)).toBe(paymentKey(SAMPLE_BOOKING_ID));
  });

  it("with an ordinary IBAN, the booking's creditor reference", () => {
    const { reference } = qrBillData(input({ settings: sampleSettings({ vat: false, qrIban: false }) }));
    expect(reference.kind).toBe("SCOR");
    expect(isSCORReferenceValid(reference.value)).toBe(true);
    expect(paymentKeyOf(reference.value)).toBe(paymentKey(SAMPLE_BOOKING_ID));
  });

  it("the booking reference is the bill's message", () => {
    expect(qrBillData(input()).data.message).toBe("Buchung K7Q2ZP4M");
  });
});

describe("qrBill", () => {
  it("is accepted by swissqrbill's validation", () => {
    expect(() => qrBill(input(), "de")).not.toThrow();
    expect(() => qrBill(input({ debtor: null, settings: sampleSettings({ vat: true, qrIban: false }) }), "fr")).not.toThrow();
  });

  it.each([0, -100])("refuses an open amount of %i Rappen: nothing to pay", (open) => {
    expect(refusal(() => qrBill(input({ open }), "de")).code).toBe("nothingOpen");
  });

  it.each([
    ["a creditor name over 70 characters", () => input({ settings: { ...sampleSettings({ vat: false }), office: { ...sampleSettings({ vat: false }).office, name: "x".repeat(71) } } }), "CREDITOR_NAME_LENGTH_IS_INVALID"],
    ["a debtor country that is not two letters", () => input({ debtor: { ...debtor, country: "CHE" } }), "DEBTOR_COUNTRY_LENGTH_IS_INVALID"],
    ["a debtor town over 35 characters", () => input({ debtor: { ...debtor, town: "y".repeat(36) } }), "DEBTOR_CITY_LENGTH_IS_INVALID"],
    ["a message over 140 characters", () => input({ message: "m".repeat(141) }), "MESSAGE_LENGTH_IS_INVALID"],
    ["an amount over 12 digits", () => input({ open: 1_000_000_000_00 }), "AMOUNT_LENGTH_IS_INVALID"],
    ["a German IBAN", () => input({ settings: { ...sampleSettings({ vat: false }), iban: "DE89370400440532013000" } }), "CREDITOR_ACCOUNT_COUNTRY_IS_INVALID"],
  ] as const)("refuses %s with a typed error naming swissqrbill's code", (_what, make, code) => {
    const error = refusal(() => qrBill(make(), "en"));
    expect(error.code).toBe("invalid");
    expect(error.detail).toBe(code);
  });

  it("draws the payment part in the guest's language, with the reference and amount", async () => {
    const { bill, reference } = qrBill(input(), "fr");
    const doc = new PDFDocument({ size: "A4", margin: 0 });
    registerFonts(doc);
    const done = collect(doc);
    bill.attachTo(doc);
    doc.end();
    const [page] = pdfText(await done);
    expect(page).toEqual(expect.arrayContaining(["Section paiement", "Récépissé", reference.display, "2 238.81", "Buchung K7Q2ZP4M", "Rue de l’Église 4", "1950 Sion", "Amélie Brändli-Łukasik"]));
  });
});
