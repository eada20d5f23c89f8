import { describe, expect, it } from "vitest";
import { parseSmoobuDelivery } from "./smoobu-webhook";

const booking = {
  id: 291,
  type: "reservation",
  arrival: "2028-02-26",
  departure: "2028-03-01",
  modifiedAt: "2026-01-03 13:51",
  apartment: { id: 3327457, name: "Chalet A" },
  "guest-name": "Anna Muster",
  price: 450,
};
const hook = (action: string, data: unknown) => parseSmoobuDelivery({ action, user: 1306068, data });
const reason = (result: ReturnType<typeof parseSmoobuDelivery>) => (result.ok ? null : result.reason);

describe("booking actions", () => {
  it("reads a whole booking", () => {
    expect(hook("newReservation", booking)).toMatchObject({ ok: true, delivery: { kind: "booking", action: "newReservation", bookingId: 291, apartmentId: 3327457, booking: { id: 291 } } });
  });

  it.each([
    ["an impossible day", { arrival: "2028-02-26", departure: "2028-02-30" }, /calendar date/],
    ["no night", { departure: "2028-02-26" }, /departure must be after arrival/],
    ["departure before arrival", { departure: "2028-02-20" }, /departure must be after arrival/],
    ["a price of 1e30", { price: 1e30 }, /amount out of range/],
    ["an infinite deposit", { deposit: Number.POSITIVE_INFINITY }, /amount out of range/],
    ["a negative prepayment", { prepayment: -1 }, /amount out of range/],
    ["a price beyond 1,000,000", { price: "1000000.50" }, /amount out of range/],
    ["a price of 1e30 as text", { price: "1e30" }, /amount out of range/],
    ["a guest count beyond reason", { adults: 1e9 }, /guest count/],
    ["an id beyond a PostgreSQL integer", { id: 2 ** 31 }, /id/],
    ["a NUL in the notice", { notice: "a\u0000b" }, /NUL/],
  ])("refuses %s", (_, over, why) => {
    expect(reason(hook("updateReservation", { ...booking, ...over }))).toMatch(why);
  });

  it("accepts a thin cancel or delete: the id is enough", () => {
    expect(hook("cancelReservation", { id: 123 })).toEqual({ ok: true, delivery: { kind: "booking", action: "cancelReservation", bookingId: 123, apartmentId: null, booking: null } });
    expect(hook("deleteReservation", { id: "123", apartment: { id: 5 }, type: "cancellation" })).toMatchObject({ ok: true, delivery: { bookingId: 123, apartmentId: 5, booking: null } });
    expect(hook("deleteReservation", { id: 123, arrival: "2028-02-26" })).toMatchObject({ ok: true, delivery: { bookingId: 123 } });
  });

  it("refuses a thin cancel without an id or with dates that cannot be", () => {
    expect(reason(hook("cancelReservation", {}))).toMatch(/id is required/);
    expect(reason(hook("cancelReservation", { id: -4 }))).toMatch(/id is required/);
    expect(reason(hook("deleteReservation", { id: 1, arrival: "2028-02-30" }))).toMatch(/calendar date/);
    expect(reason(hook("deleteReservation", { id: 1, arrival: "2028-02-26", departure: "2028-02-26" }))).toMatch(/after arrival/);
    expect(reason(hook("cancelReservation", "123"))).toMatch(/object/);
  });

  it("does not accept a thin new or updated reservation", () => {
    expect(hook("newReservation", { id: 123 }).ok).toBe(false);
  });
});

describe("the envelope", () => {
  it.each([null, 42, [], "x", {}, { action: "" }, { action: { $gt: "" } }, { action: "x".repeat(101) }])("refuses %j", (body) => {
    expect(reason(parseSmoobuDelivery(body))).toMatch(/not a Smoobu webhook/);
  });

  it("refuses a NUL anywhere, keys included, and nesting deeper than any delivery", () => {
    expect(reason(hook("whatever", { "a\u0000": 1 }))).toMatch(/NUL/);
    expect(reason(hook("whatever", [[["\u0000"]]]))).toMatch(/NUL/);
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(reason(hook("whatever", deep))).toMatch(/NUL|nested/);
  });

  it("understands newMessage and records unknown actions instead of refusing them", () => {
    expect(hook("newMessage", { id: 1, message: "Hi" })).toEqual({ ok: true, delivery: { kind: "message" } });
    expect(hook("newMessage", { id: 1, message: "H\u0000i" })).toEqual({ ok: true, delivery: { kind: "message" } }); // never stored
    expect(hook("updateApartment", { id: 1 })).toEqual({ ok: true, delivery: { kind: "unknown", action: "updateApartment" } });
  });
});

describe("updateRates", () => {
  const rates = (data: unknown) => hook("updateRates", data);
  it.each([
    ["apartmentId with start_date/end_date", { apartmentId: 7, start_date: "2027-01-01", end_date: "2027-01-31" }, [7], "2027-01-01", "2027-01-31"],
    ["apartment_id with startDate/endDate", { apartment_id: "7", startDate: "2027-01-01", endDate: "2027-01-02" }, [7], "2027-01-01", "2027-01-02"],
    ["apartment.id with from/to", { apartment: { id: 7 }, from: "2027-01-05", to: "2027-01-06" }, [7], "2027-01-05", "2027-01-06"],
    ["apartments with operations (POST /rates)", { apartments: [7, 8], operations: [{ dates: ["2027-01-09", "2027-01-02:2027-01-04"], daily_price: 100 }] }, [7, 8], "2027-01-02", "2027-01-09"],
    ["apartments of objects with a list of dates", { apartments: [{ id: 7 }], dates: ["2027-03-01"] }, [7], "2027-03-01", "2027-03-01"],
    ["a map apartment → day (GET /rates)", { "7": { "2027-02-01": { price: 1, available: 1 }, "2027-02-03": { price: null, available: 0 } }, "8": [] }, [7, 8], "2027-02-01", "2027-02-03"],
    ["that map under data", { data: { "7": { "2027-02-01": { price: 1 } } } }, [7], "2027-02-01", "2027-02-01"],
    ["an apartment without dates", { apartmentId: 7 }, [7], null, null],
    ["only a start", { apartmentId: 7, start_date: "2027-01-01" }, [7], "2027-01-01", "9999-12-31"],
    ["nothing recognisable", { something: "else" }, [], null, null],
    ["Smoobu's empty map", [], [], null, null],
    ["no data at all", undefined, [], null, null],
  ])("accepts %s", (_, data, apartmentIds, start, end) => {
    expect(rates(data)).toEqual({ ok: true, delivery: { kind: "rates", apartmentIds, start, end } });
  });

  it.each([
    ["an apartment id that is not one", { apartmentId: "chalet" }],
    ["an impossible day", { apartmentId: 7, start_date: "2027-02-30", end_date: "2027-03-02" }],
    ["an end before its start", { apartmentId: 7, from: "2027-03-02", to: "2027-03-01" }],
    ["a range item that is not one", { apartments: [7], dates: ["2027-03-02:2027-03-01"] }],
    ["a day in a map that is not one", { "7": { tomorrow: { price: 1 } } }],
    ["text", "7"],
  ])("refuses %s", (_, data) => {
    expect(rates(data).ok).toBe(false);
  });
});
