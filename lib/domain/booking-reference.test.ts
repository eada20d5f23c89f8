import { describe, expect, it } from "vitest";
import { bookingReference, bookingTitle, displayReference } from "./booking-reference";
import { bookingReference as offerCheckoutReference } from "./offer-checkout";

describe("bookingReference", () => {
  it("keeps Stripe's references as they were: the last 8 characters, upper-cased", () => {
    expect(bookingReference("cs_test_a1b2c3d4e5f6g7h8")).toBe("E5F6G7H8");
    expect(offerCheckoutReference("cs_test_a1b2c3d4e5f6g7h8")).toBe("E5F6G7H8");
  });

  it("never starts or ends with punctuation, whatever the base64url session id ends in", () => {
    expect(bookingReference("cs_local_AbCdEfGhIjKl-k2xq7zp")).toBe("LK2XQ7ZP");
    expect(bookingReference("cs_local_AbCdEfGhIjKl_-_-k2xq")).toBe("IJKLK2XQ");
    expect(bookingReference("cs_local_AbCdEfGhIjKlmnop-")).toBe("IJKLMNOP");
  });

  it("holds for many random test-page session ids", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 500; i++) {
      const random = Array.from({ length: 32 }, () => alphabet[next() % alphabet.length]).join("");
      const reference = bookingReference(`cs_local_${random}`);
      expect(reference).toMatch(/^[A-Z0-9]{8}$/);
    }
  });
});

describe("displayReference", () => {
  it("strips leading and trailing dashes, underscores and spaces of stored references", () => {
    expect(displayReference("-K2XQ7ZP")).toBe("K2XQ7ZP");
    expect(displayReference("  _AB-12_ ")).toBe("AB-12");
    expect(displayReference("SC-2026-014")).toBe("SC-2026-014");
  });

  it("is null for nothing or punctuation only", () => {
    expect(displayReference(null)).toBeNull();
    expect(displayReference(undefined)).toBeNull();
    expect(displayReference("")).toBeNull();
    expect(displayReference(" – ")).toBeNull();
    expect(displayReference("-")).toBeNull();
  });
});

describe("bookingTitle", () => {
  it("names the reference and the house", () => {
    expect(bookingTitle("Booking", { reference: "K2XQ7ZPA", property: "Chalet Dom" })).toBe("Booking K2XQ7ZPA · Chalet Dom");
    expect(bookingTitle("Buchung", { reference: "-K2XQ7ZP", property: "Chalet Dom" })).toBe("Buchung K2XQ7ZP · Chalet Dom");
  });

  it("leaves out what is missing together with its separator: no dangling dash or dot", () => {
    expect(bookingTitle("Booking", { reference: null, property: "Chalet Dom" })).toBe("Booking · Chalet Dom");
    expect(bookingTitle("Booking", { reference: "–", property: "Chalet Dom" })).toBe("Booking · Chalet Dom");
    expect(bookingTitle("Réservation", { reference: "K2XQ7ZPA", property: null })).toBe("Réservation K2XQ7ZPA");
    expect(bookingTitle("Booking", { reference: "", property: "  " })).toBe("Booking");
  });
});
