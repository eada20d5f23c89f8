import { describe, expect, it } from "vitest";
import { smoobuBookingSchema } from "@/lib/schemas/smoobu";
import { bookingKind, shouldApply, dateOnly, isStaleUpdate, money, normalizePriceElements, parseSmoobuTimestamp, placeholderEmail, timeOfDay, toBookingRow, yesNo } from "./smoobu-booking";

const wire = {
  id: 291,
  "reference-id": "4545dS4254",
  type: "reservation",
  arrival: "2026-01-10",
  departure: "2026-01-12",
  "created-at": "2026-01-03 13:51",
  modifiedAt: "2026-01-03 13:51",
  apartment: { id: 3327457, name: "Chalet A" },
  channel: { id: 465614, name: "Booking.com" },
  "guest-name": "Anna Muster",
  firstname: "Anna",
  lastname: "Muster",
  email: "g@example.ch",
  phone: null,
  adults: 3,
  children: 2,
  "check-in": "16:00",
  "check-out": "10:00",
  notice: "",
  price: 150,
  "price-paid": "Yes",
  prepayment: 0,
  "prepayment-paid": "No",
  deposit: null,
  "deposit-paid": "No",
  language: "en",
  "guest-app-url": "https://guest.example/abc",
  "is-blocked-booking": false,
  guestId: 12345,
};
const parse = (over: Record<string, unknown> = {}) => smoobuBookingSchema.parse({ ...wire, ...over });

describe("bookingKind", () => {
  it.each([
    ["reservation", "reservation"],
    ["modification of booking", "modification"],
    ["Modification Of Booking", "modification"],
    ["cancellation", "cancelled"],
    [null, "reservation"],
    ["something new", "reservation"],
  ] as const)("%s → %s", (type, kind) => expect(bookingKind(type)).toBe(kind));
});

describe("small conversions", () => {
  it("reads Yes/No as booleans", () => {
    expect([yesNo("Yes"), yesNo("yes "), yesNo("No"), yesNo(null), yesNo("maybe")]).toEqual([true, true, false, false, false]);
  });
  it("rounds money once to two decimals", () => {
    expect([money(150), money(0.1 + 0.2), money(99.999), money(null), money(Number.NaN)]).toEqual(["150.00", "0.30", "100.00", null, null]);
  });
  it("parses Smoobu timestamps in their several forms", () => {
    expect(parseSmoobuTimestamp("2026-01-03 13:51")?.toISOString()).toBe("2026-01-03T13:51:00.000Z");
    expect(parseSmoobuTimestamp("2026-01-03 13:51:22")?.toISOString()).toBe("2026-01-03T13:51:22.000Z");
    expect(parseSmoobuTimestamp("2026-01-03T13:51:22+01:00")?.toISOString()).toBe("2026-01-03T12:51:22.000Z");
    expect([parseSmoobuTimestamp(""), parseSmoobuTimestamp(null), parseSmoobuTimestamp("yesterday")]).toEqual([null, null, null]);
  });
  it("reads times of day and dates", () => {
    expect(timeOfDay("16:00")?.toISOString()).toBe("1970-01-01T16:00:00.000Z");
    expect([timeOfDay("25:00"), timeOfDay(""), timeOfDay(null)]).toEqual([null, null, null]);
    expect(dateOnly("2026-01-10").toISOString()).toBe("2026-01-10T00:00:00.000Z");
  });
});

describe("toBookingRow", () => {
  it("maps a full booking", () => {
    expect(toBookingRow(parse())).toEqual({
      smoobuBookingId: 291,
      referenceId: "4545dS4254",
      type: "reservation",
      arrival: new Date("2026-01-10T00:00:00Z"),
      departure: new Date("2026-01-12T00:00:00Z"),
      createdAtSmoobu: new Date("2026-01-03T13:51:00Z"),
      modifiedAtSmoobu: new Date("2026-01-03T13:51:00Z"),
      guestName: "Anna Muster",
      email: "g@example.ch",
      phone: null,
      adults: 3,
      children: 2,
      checkIn: new Date("1970-01-01T16:00:00Z"),
      checkOut: new Date("1970-01-01T10:00:00Z"),
      notice: "",
      price: "150.00",
      pricePaid: true,
      prepayment: "0.00",
      prepaymentPaid: false,
      deposit: null,
      depositPaid: false,
      language: "en",
      guestAppUrl: "https://guest.example/abc",
      isBlockedBooking: false,
      guestId: 12345,
    });
  });

  it("maps the types, and a webhook deletion to deleted", () => {
    expect(toBookingRow(parse({ type: "modification of booking" })).type).toBe("modification");
    expect(toBookingRow(parse({ type: "cancellation" })).type).toBe("cancelled");
    expect(toBookingRow(parse(), { deleted: true }).type).toBe("deleted");
  });

  it("accepts modified-at with a dash", () => {
    const rest: Record<string, unknown> = { ...wire };
    delete rest.modifiedAt;
    const row = toBookingRow(smoobuBookingSchema.parse({ ...rest, "modified-at": "2026-02-01 08:00" }));
    expect(row.modifiedAtSmoobu).toEqual(new Date("2026-02-01T08:00:00Z"));
  });

  it("fills the defaults for missing values", () => {
    const row = toBookingRow(
      smoobuBookingSchema.parse({ id: 7, arrival: "2026-03-01", departure: "2026-03-05", apartment: { id: 1, name: "X" }, email: null, phone: null }),
    );
    expect(row).toMatchObject({
      email: placeholderEmail(7),
      adults: 1,
      children: 0,
      language: "en",
      pricePaid: false,
      price: null,
      type: "reservation",
      guestName: "",
      modifiedAtSmoobu: null,
    });
    expect(placeholderEmail(7)).toBe("no-email+7@guests.invalid");
  });

  it("builds the name from first and last name, and ignores an address without @", () => {
    const row = toBookingRow(parse({ "guest-name": "", firstname: " Jean ", lastname: "Dupont", email: "none" }));
    expect(row.guestName).toBe("Jean Dupont");
    expect(row.email).toBe("no-email+291@guests.invalid");
  });

  it("reads numbers sent as strings and nonsense counts as defaults", () => {
    const row = toBookingRow(parse({ id: "291", price: "149.5", adults: -2, children: "x" }));
    expect(row).toMatchObject({ smoobuBookingId: 291, price: "149.50", adults: 1, children: 0 });
  });
});

describe("malformed bookings", () => {
  it.each([
    ["no id", { id: undefined }],
    ["a bad arrival", { arrival: "10.01.2026" }],
    ["no apartment", { apartment: null }],
    ["an impossible day (not rolled over to 1 March)", { arrival: "2028-02-27", departure: "2028-02-30" }],
    ["no night", { departure: "2026-01-10" }],
    ["a price no stay can cost", { price: 1e30 }],
    ["a NUL character", { "guest-name": "Anna\u0000" }],
  ])("rejects %s", (_, over) => {
    expect(smoobuBookingSchema.safeParse({ ...wire, ...over }).success).toBe(false);
  });
});

describe("isStaleUpdate", () => {
  const a = new Date("2026-01-01T10:00:00Z");
  const b = new Date("2026-01-01T11:00:00Z");
  it("refuses only a strictly older update", () => {
    expect(isStaleUpdate(a, b)).toBe(true);
    expect(isStaleUpdate(b, a)).toBe(false);
    expect(isStaleUpdate(a, a)).toBe(false);
    expect(isStaleUpdate(null, b)).toBe(false);
    expect(isStaleUpdate(a, null)).toBe(false);
  });
});

describe("normalizePriceElements", () => {
  it("sorts by sortOrder without changing the input", () => {
    const input = [{ id: 2, sortOrder: 1 }, { id: 1, sortOrder: 0 }].map((e) => ({ type: null, name: null, amount: null, quantity: null, tax: null, currencyCode: null, ...e }));
    expect(normalizePriceElements(input).map((e) => e.id)).toEqual([1, 2]);
    expect(input[0]?.id).toBe(2);
  });
});

describe("shouldApply", () => {
  const t1 = new Date("2026-01-01T10:00:00Z");
  const t2 = new Date("2026-01-01T11:00:00Z");
  it("applies new bookings, newer and equal versions, never older ones", () => {
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: t1 }, null)).toBe(true);
    expect(shouldApply({ type: "modification", modifiedAtSmoobu: t2 }, { type: "reservation", modifiedAtSmoobu: t1 })).toBe(true);
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: t1 }, { type: "reservation", modifiedAtSmoobu: t1 })).toBe(true);
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: t1 }, { type: "cancelled", modifiedAtSmoobu: t2 })).toBe(false);
  });
  it("keeps a deletion unless a strictly newer version arrives", () => {
    const deleted = { type: "deleted" as const, modifiedAtSmoobu: t1 };
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: t1 }, deleted)).toBe(false);
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: null }, deleted)).toBe(false);
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: t2 }, deleted)).toBe(true);
    expect(shouldApply({ type: "deleted", modifiedAtSmoobu: t1 }, deleted)).toBe(true);
  });
  it("keeps a cancellation against a live version that is not strictly newer (Smoobu's read lagging its cancel webhook)", () => {
    const cancelled = { type: "cancelled" as const, modifiedAtSmoobu: t1 };
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: t1 }, cancelled)).toBe(false);
    expect(shouldApply({ type: "modification", modifiedAtSmoobu: t1 }, cancelled)).toBe(false);
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: null }, cancelled)).toBe(false);
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: t2 }, cancelled)).toBe(true);
    expect(shouldApply({ type: "cancelled", modifiedAtSmoobu: t1 }, cancelled)).toBe(true);
    expect(shouldApply({ type: "deleted", modifiedAtSmoobu: t1 }, cancelled)).toBe(true);
    expect(shouldApply({ type: "reservation", modifiedAtSmoobu: t1 }, { type: "cancelled", modifiedAtSmoobu: null })).toBe(true);
  });
});
