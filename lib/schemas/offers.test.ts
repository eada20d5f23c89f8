import { describe, expect, it } from "vitest";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { isOfferListFiltered, offerFormSchema, offerListParams, offerListQuerySchema, type OfferForm } from "./offers";

const schema = offerFormSchema;
const valid: OfferForm = {
  id: "6f1c3a52-8f5e-4a57-9f27-1d2b3c4d5e6f", propertyId: null, checkIn: "2026-12-10", checkOut: "2026-12-13",
  adults: 2, children6To16: 0, children3To5: 0, babies: 0, guestName: "Emily Watson", guestEmail: "emily@example.com",
  guestPhone: "", language: "en", channelId: null, otaReference: "", expiresOn: "2026-12-05", discount: "0", downpaymentAmount: "",
};

/** field → message key of every issue. */
function issues(input: Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("offer form schema", () => {
  it("accepts a complete offer and a half-filled draft", () => {
    expect(issues(valid)).toEqual({});
    expect(issues({ ...valid, checkIn: null, checkOut: null, guestEmail: "", expiresOn: null })).toEqual({});
  });

  it("names each wrong field with a key the editor translates (no raw invalidRequest for 0 adults)", () => {
    expect(issues({ ...valid, adults: 0 })).toEqual({ adults: "adultsMin" });
    expect(issues({ ...valid, adults: Number.NaN, babies: -1, children3To5: 1.5 })).toEqual({ adults: "invalidCount", babies: "invalidCount", children3To5: "invalidCount" });
    expect(issues({ ...valid, guestEmail: "nope" })).toEqual({ guestEmail: "invalidEmail" });
    expect(issues({ ...valid, discount: "1,5", downpaymentAmount: "8OO" })).toEqual({ discount: "invalidAmount", downpaymentAmount: "invalidAmount" });
    expect(issues({ ...valid, checkOut: "2026-12-09" })).toEqual({ checkOut: "checkOutBeforeCheckIn" });
    expect(issues({ ...valid, checkIn: "2026-02-30" })).toEqual({ checkIn: "invalidDate" });
    expect(issues({ ...valid, guestName: "x".repeat(201) })).toEqual({ guestName: "tooLong" });
  });

  it("leaves the window rule to the offer's state: a past stay is the form's shape, judged on the server (date-rules)", () => {
    expect(issues({ ...valid, checkIn: "2026-11-20", checkOut: "2026-11-25" })).toEqual({});
    expect(issues({ ...valid, checkIn: "2028-03-01", checkOut: "2028-03-05" })).toEqual({});
  });

  it("uses only message keys that exist in adminOffers.errors in de, en and fr", () => {
    const bad = [
      { ...valid, adults: 0, children6To16: "x", guestEmail: "@", discount: "-1", downpaymentAmount: "1.234", guestPhone: "1".repeat(51), otaReference: "r".repeat(101) },
      { ...valid, checkIn: "2026-11-01", checkOut: "2026-11-02", expiresOn: "5.12.2026" },
      { ...valid, checkIn: "2026-12-10", checkOut: "2026-12-01" },
    ];
    const keys = new Set(bad.flatMap((input) => Object.values(issues(input))));
    expect(keys.size).toBeGreaterThanOrEqual(7);
    for (const messages of [de, en, fr]) {
      const errors = messages.adminOffers.errors as Record<string, string>;
      for (const key of keys) expect(errors[key], key).toEqual(expect.any(String));
    }
  });
});

describe("offers list query", () => {
  it("reads the search, a known status or 'open', and the expiry window from the URL, and ignores the rest", () => {
    expect(offerListQuerySchema.parse({ q: "  Watson ", status: "sent" })).toEqual({ q: "Watson", status: "sent", expiring: null });
    expect(offerListQuerySchema.parse({})).toEqual({ q: "", status: null, expiring: null });
    expect(offerListQuerySchema.parse({ q: ["a", "b"], status: "paid", expiring: "72h" })).toEqual({ q: "", status: null, expiring: null });
    expect(offerListQuerySchema.parse({ status: "open", expiring: "48h" })).toEqual({ q: "", status: "open", expiring: "48h" });
  });

  it("drops control characters from the search, as the other admin lists do (a NUL answered 500)", () => {
    expect(offerListQuerySchema.parse({ q: "\u0000" })).toEqual({ q: "", status: null, expiring: null });
    expect(offerListQuerySchema.parse({ q: "a\u0000b" })).toEqual({ q: "ab", status: null, expiring: null });
    expect(offerListQuerySchema.parse({ q: " \u0001Watson\u007f " })).toEqual({ q: "Watson", status: null, expiring: null });
  });

  it("says whether the list is filtered, and writes a query back as the URL's parameters", () => {
    expect(isOfferListFiltered(offerListQuerySchema.parse({}))).toBe(false);
    expect(isOfferListFiltered(offerListQuerySchema.parse({ expiring: "48h" }))).toBe(true);
    expect(offerListParams({ q: "", status: "open", expiring: "48h" })).toEqual({ status: "open", expiring: "48h" });
    const back = offerListQuerySchema.parse(offerListParams({ q: "anna", status: "viewed", expiring: null }));
    expect(back).toEqual({ q: "anna", status: "viewed", expiring: null });
  });
});
