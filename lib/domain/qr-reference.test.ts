import { SwissQRBill } from "swissqrbill/pdf";
import { isSCORReferenceValid } from "swissqrbill/utils";
import { describe, expect, it } from "vitest";
import {
  bookingForReference,
  bookingPaymentReference,
  paymentKey,
  paymentKeyOf,
  qrReference,
  qrReferenceOf,
  referenceKindFor,
  scorReference,
  scorReferenceOf,
} from "./qr-reference";

// Accounts from the Swiss Payment Standards' examples: a QR-IBAN (IID 31999) and an ordinary IBAN.
const QR_IBAN = "CH44 3199 9123 0008 8901 2";
const IBAN = "CH93 0076 2011 6238 5295 7";
const BOOKING = "6f1c2e8a-3b7d-4c1e-9a2f-0d5e8b7c6a41";

/** The recursive modulo 10 of the Implementation Guidelines (table of carries), written out independently. */
function recursiveMod10(payload: string): number {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const digit of payload) carry = table[(carry + Number(digit)) % 10] as number;
  return (10 - carry) % 10;
}

const ids = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);

describe("qrReferenceOf", () => {
  it("gives the published example of the Implementation Guidelines its check digit 7", () => {
    expect(qrReferenceOf("21000000000313947143000901")).toEqual({ kind: "QRR", value: "210000000003139471430009017", display: "21 00000 00003 13947 14300 09017" });
  });

  it("gives 26 zeros the check digit 0", () => {
    expect(qrReferenceOf("0".repeat(26)).value).toBe("0".repeat(27));
  });

  it.each(["", "1".repeat(25), "1".repeat(27), `${"1".repeat(25)}A`, `${"1".repeat(25)} `])("refuses the payload %j", (payload) => {
    expect(() => qrReferenceOf(payload)).toThrow(RangeError);
  });

  it("agrees with the table-of-carries algorithm for the keys of 200 bookings", () => {
    for (const id of ids) {
      const payload = `000000${paymentKey(id)}`;
      expect(qrReferenceOf(payload).value.at(-1)).toBe(String(recursiveMod10(payload)));
    }
  });
});

describe("referenceKindFor", () => {
  it.each([
    [QR_IBAN, "QRR"],
    ["CH4430000123000889012", "QRR"],
    ["CH44 3000 0123 0008 8901 2", "QRR"],
    [IBAN, "SCOR"],
    ["CH5604835012345678009", "SCOR"],
    ["CH44 3200 0123 0008 8901 2", "SCOR"],
  ] as const)("decides %s → %s (QR-IBAN: institution id 30000-31999)", (iban, kind) => {
    expect(referenceKindFor(iban)).toBe(kind);
  });
});

describe("paymentKey", () => {
  it("is 20 digits and the same for the same booking, whatever the case of the id", () => {
    expect(paymentKey(BOOKING)).toMatch(/^\d{20}$/);
    expect(paymentKey(BOOKING.toUpperCase())).toBe(paymentKey(BOOKING));
    expect(paymentKey(` ${BOOKING} `)).toBe(paymentKey(BOOKING));
  });

  it("differs between 200 bookings", () => {
    expect(new Set(ids.map(paymentKey)).size).toBe(ids.length);
  });

  it("refuses an empty id", () => {
    expect(() => paymentKey("  ")).toThrow(RangeError);
  });
});

describe("qrReference", () => {
  it("puts the key at the right end, zeros before it, and the check digit last", () => {
    const key = paymentKey(BOOKING);
    const ref = qrReference(key);
    expect(ref.value).toMatch(/^\d{27}$/);
    expect(ref.value.slice(0, 6)).toBe("000000");
    expect(ref.value.slice(6, 26)).toBe(key);
    expect(ref.display).toMatch(/^\d{2}( \d{5}){5}$/);
    expect(ref.display.replace(/ /g, "")).toBe(ref.value);
  });

  it("puts the bank's customer prefix first", () => {
    const ref = qrReference(paymentKey(BOOKING), "123456");
    expect(ref.value.startsWith("123456")).toBe(true);
    expect(ref.value.slice(6, 26)).toBe(paymentKey(BOOKING));
    expect(qrReference(paymentKey(BOOKING), "12").value.startsWith("120000")).toBe(true);
  });

  it.each(["1234567", "12a", " 1"])("refuses the prefix %j", (prefix) => {
    expect(() => qrReference(paymentKey(BOOKING), prefix)).toThrow(RangeError);
  });

  it.each(["", "123", "1".repeat(21), "1234567890123456789a"])("refuses the key %j", (key) => {
    expect(() => qrReference(key)).toThrow(RangeError);
    expect(() => scorReference(key)).toThrow(RangeError);
  });
});

describe("scorReference", () => {
  it("writes RF, the ISO 11649 check digits and the key, in groups of four", () => {
    const key = "00000000000539007547";
    const ref = scorReference(key);
    expect(ref.value).toMatch(/^RF\d{2}00000000000539007547$/);
    expect(ref.display).toBe(ref.value.replace(/(.{4})(?=.)/g, "$1 "));
    expect(ref.value.length).toBeLessThanOrEqual(25);
  });

  it("gives the published ISO 11649 example its check digits: RF18 5390 0754 7034", () => {
    expect(scorReferenceOf("539007547034")).toEqual({ kind: "SCOR", value: "RF18539007547034", display: "RF18 5390 0754 7034" });
  });

  it("computes letters as 10-35 (ISO 7064 MOD 97-10), as swissqrbill's validator reads them", () => {
    const ref = scorReferenceOf("BOOKING2026");
    expect(isSCORReferenceValid(ref.value)).toBe(true);
  });

  it.each(["", "a1", "1".repeat(22), "AB-1"])("refuses the body %j", (body) => {
    expect(() => scorReferenceOf(body)).toThrow(RangeError);
  });

  it("names no booking with the ISO example: valid, but its body is not one of our keys", () => {
    expect(paymentKeyOf("RF18 5390 0754 7034")).toBeNull();
  });
});

describe("bookingPaymentReference", () => {
  it("makes a QR reference for a QR-IBAN and a creditor reference for an IBAN, both from the same key", () => {
    const qrr = bookingPaymentReference({ bookingId: BOOKING, iban: QR_IBAN });
    const scor = bookingPaymentReference({ bookingId: BOOKING, iban: IBAN });
    expect(qrr.kind).toBe("QRR");
    expect(scor.kind).toBe("SCOR");
    expect(paymentKeyOf(qrr.value)).toBe(paymentKey(BOOKING));
    expect(paymentKeyOf(scor.value)).toBe(paymentKey(BOOKING));
  });

  it("is accepted by swissqrbill's own validation with the matching account, and refused with the other", () => {
    const creditor = { name: "Saastal Chalets GmbH", address: "Obere Gasse", buildingNumber: "12", zip: "3906", city: "Saas-Fee", country: "CH" };
    for (const id of ids.slice(0, 20)) {
      const qrr = bookingPaymentReference({ bookingId: id, iban: QR_IBAN, qrPrefix: "123" }).value;
      const scor = bookingPaymentReference({ bookingId: id, iban: IBAN }).value;
      expect(() => new SwissQRBill({ currency: "CHF", amount: 10, reference: qrr, creditor: { ...creditor, account: QR_IBAN } })).not.toThrow();
      expect(() => new SwissQRBill({ currency: "CHF", amount: 10, reference: scor, creditor: { ...creditor, account: IBAN } })).not.toThrow();
      expect(() => new SwissQRBill({ currency: "CHF", amount: 10, reference: qrr, creditor: { ...creditor, account: IBAN } })).toThrow();
      expect(() => new SwissQRBill({ currency: "CHF", amount: 10, reference: scor, creditor: { ...creditor, account: QR_IBAN } })).toThrow();
    }
  });
});

describe("paymentKeyOf", () => {
  const key = paymentKey(BOOKING);
  const qrr = qrReference(key).value;
  const scor = scorReference(key).value;

  it("reads the key back from either kind, with spaces and in lower case", () => {
    expect(paymentKeyOf(qrr)).toBe(key);
    expect(paymentKeyOf(qrReference(key).display)).toBe(key);
    expect(paymentKeyOf(scor)).toBe(key);
    expect(paymentKeyOf(scorReference(key).display.toLowerCase())).toBe(key);
    expect(paymentKeyOf(qrReference(key, "4711").value, "4711")).toBe(key);
  });

  it("finds every single mistyped digit of a QR reference", () => {
    for (let position = 0; position < 27; position++) {
      for (let digit = 0; digit <= 9; digit++) {
        if (qrr[position] === String(digit)) continue;
        const typo = qrr.slice(0, position) + String(digit) + qrr.slice(position + 1);
        expect(paymentKeyOf(typo), typo).toBeNull();
      }
    }
  });

  it("finds every swap of two different neighbouring digits of a creditor reference's key", () => {
    for (let position = 4; position < scor.length - 1; position++) {
      if (scor[position] === scor[position + 1]) continue;
      const swapped = scor.slice(0, position) + scor[position + 1] + scor[position] + scor.slice(position + 2);
      expect(paymentKeyOf(swapped), swapped).toBeNull();
    }
  });

  it("returns null for a valid QR reference that is not laid out as ours", () => {
    expect(paymentKeyOf("21 00000 00003 13947 14300 09017")).toBeNull(); // digits where our zeros are
    expect(paymentKeyOf(qrReference(key, "4711").value)).toBeNull(); // another prefix than configured
    expect(paymentKeyOf(qrr, "4711")).toBeNull();
  });

  it.each(["", "RF", "hello", "1".repeat(26), "1".repeat(28), "RF00ABC", "RF18 5390 0754 7034 0000 0000 0"])("returns null for %j", (text) => {
    expect(paymentKeyOf(text)).toBeNull();
  });
});

describe("bookingForReference", () => {
  it("finds the booking a credit names, among the candidates", () => {
    const target = ids[137] as string;
    expect(bookingForReference(bookingPaymentReference({ bookingId: target, iban: QR_IBAN }).display, ids)).toBe(target);
    expect(bookingForReference(bookingPaymentReference({ bookingId: target, iban: IBAN }).value, ids)).toBe(target);
    expect(bookingForReference(bookingPaymentReference({ bookingId: target, iban: QR_IBAN, qrPrefix: "99" }).value, ids, "99")).toBe(target);
  });

  it("returns null when no candidate has that key, or the reference is broken", () => {
    expect(bookingForReference(bookingPaymentReference({ bookingId: BOOKING, iban: QR_IBAN }).value, ids)).toBeNull();
    expect(bookingForReference("nonsense", ids)).toBeNull();
  });
});
