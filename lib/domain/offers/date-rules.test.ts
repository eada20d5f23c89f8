import { describe, expect, it } from "vitest";
import { isOfferStayFixed, offerSaveProblem, PRICE_FIELDS, type StayFields } from "./date-rules";

const today = "2026-11-27";
/** A stay that began three days ago: the case every edit of a sold offer used to fail on. */
const begun: StayFields = {
  propertyId: "house-1", checkIn: "2026-11-24", checkOut: "2026-11-30",
  adults: 4, children6To16: 1, children3To5: 0, babies: 1, discount: "100.00", downpaymentAmount: "",
};

describe("isOfferStayFixed", () => {
  it("fixes accepted, paid and booked offers, whatever their status says", () => {
    expect(isOfferStayFixed({ status: "accepted", paid: false, booked: false })).toBe(true);
    expect(isOfferStayFixed({ status: "sent", paid: true, booked: false })).toBe(true);
    expect(isOfferStayFixed({ status: "expired", paid: false, booked: true })).toBe(true);
  });
  it("leaves offers that can still be sent or paid open: draft, sent, viewed, and expired or rejected (Copy sends them again)", () => {
    for (const status of ["draft", "sent", "viewed", "expired", "rejected"] as const) {
      expect(isOfferStayFixed({ status, paid: false, booked: false }), status).toBe(false);
    }
  });
});

describe("offerSaveProblem", () => {
  it("applies the window rule to an offer that can still be sent or paid, and to one being created again", () => {
    expect(offerSaveProblem(begun, { fixed: false, form: begun }, today)).toEqual({ field: "checkIn", key: "checkInPast" });
    expect(offerSaveProblem(begun, null, today)).toEqual({ field: "checkIn", key: "checkInPast" });
    expect(offerSaveProblem({ ...begun, checkIn: "2027-12-30", checkOut: "2028-01-02" }, null, today)).toEqual({ field: "checkOut", key: "checkOutTooFar" });
    expect(offerSaveProblem({ ...begun, checkIn: "2026-12-01", checkOut: "2026-12-05" }, { fixed: false, form: begun }, today)).toBeNull();
  });

  it("lets a sold offer whose stay has begun save unchanged dates and price inputs", () => {
    expect(offerSaveProblem(begun, { fixed: true, form: begun }, today)).toBeNull();
    // The same amounts written differently are the same amounts.
    expect(offerSaveProblem({ ...begun, discount: "100" }, { fixed: true, form: begun }, today)).toBeNull();
  });

  it("refuses to move a sold offer's dates, even into the bookable window, on the field that changed", () => {
    expect(offerSaveProblem({ ...begun, checkIn: "2026-12-10" }, { fixed: true, form: begun }, today)).toEqual({ field: "checkIn", key: "datesFixed" });
    expect(offerSaveProblem({ ...begun, checkOut: "2026-12-01" }, { fixed: true, form: begun }, today)).toEqual({ field: "checkOut", key: "datesFixed" });
    expect(offerSaveProblem({ ...begun, checkIn: null, checkOut: null }, { fixed: true, form: begun }, today)).toEqual({ field: "checkIn", key: "datesFixed" });
  });

  it("refuses a change of the house, party, discount or deposit of a sold offer, naming the field", () => {
    const changes: Record<(typeof PRICE_FIELDS)[number], Partial<StayFields>> = {
      propertyId: { propertyId: "house-2" },
      adults: { adults: 5 },
      children6To16: { children6To16: 0 },
      children3To5: { children3To5: 2 },
      babies: { babies: 0 },
      discount: { discount: "99.95" },
      downpaymentAmount: { downpaymentAmount: "500" },
    };
    for (const field of PRICE_FIELDS) {
      expect(offerSaveProblem({ ...begun, ...changes[field] }, { fixed: true, form: begun }, today), field).toEqual({ field, key: "priceFixed" });
    }
  });
});
