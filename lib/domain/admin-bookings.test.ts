import { describe, expect, it } from "vitest";
import { bookingListQuerySchema } from "@/lib/schemas/admin-bookings";
import { bookingBadge, bookingDateWhere, bookingListFilter, bookingListOrder, bookingListWhere, bookingQueryParams, LIVE_GUEST_STAY, runJustEnded, statusMatchesBadge } from "./admin-bookings";

describe("bookingBadge", () => {
  it("puts cancelled first, then blocked, then the ledger's payment state", () => {
    expect(bookingBadge({ type: "cancelled", isBlockedBooking: true }, "fullyPaid")).toBe("cancelled");
    expect(bookingBadge({ type: "deleted", isBlockedBooking: false }, "cancelled")).toBe("cancelled");
    expect(bookingBadge({ type: "reservation", isBlockedBooking: true }, "unpaid")).toBe("blocked");
    for (const state of ["fullyPaid", "partlyPaid", "unpaid", "nothingDue"] as const) {
      expect(bookingBadge({ type: "modification", isBlockedBooking: false }, state)).toBe(state);
    }
  });

  it("the paid and unpaid filters keep exactly the badges of the same meaning; the others ask no ledger", () => {
    const badges = ["cancelled", "blocked", "fullyPaid", "partlyPaid", "unpaid", "nothingDue"] as const;
    expect(badges.filter((b) => statusMatchesBadge("paid", b))).toEqual(["fullyPaid"]);
    expect(badges.filter((b) => statusMatchesBadge("unpaid", b))).toEqual(["partlyPaid", "unpaid"]);
    for (const status of ["all", "live", "blocked"] as const) expect(statusMatchesBadge(status, "unpaid")).toBeNull();
  });
});

describe("bookingListWhere", () => {
  const PROPERTY = "6f1c2a9e-8d3b-4c5e-9f7a-1b2c3d4e5f60";

  it("filters nothing for the defaults", () => {
    expect(bookingListWhere({ q: "", status: "all", property: "all" })).toEqual({});
  });

  it("selects exactly the bookings whose badge matches the status", () => {
    // Paid and unpaid: the live stays, which the ledger rule then narrows (statusMatchesBadge).
    expect(bookingListWhere({ q: "", status: "paid", property: "all" })).toEqual({ AND: [LIVE_GUEST_STAY] });
    expect(bookingListWhere({ q: "", status: "unpaid", property: "all" })).toEqual({ AND: [LIVE_GUEST_STAY] });
    expect(bookingListWhere({ q: "", status: "blocked", property: "all" })).toEqual({ AND: [{ type: { not: "cancelled" }, isBlockedBooking: true }] });
  });

  it("searches name, e-mail and reference id and combines everything with AND", () => {
    expect(bookingListWhere({ q: "anna", status: "all", property: PROPERTY })).toEqual({
      AND: [
        {
          OR: [
            { guestName: { contains: "anna", mode: "insensitive" } },
            { email: { contains: "anna", mode: "insensitive" } },
            { referenceId: { contains: "anna", mode: "insensitive" } },
          ],
        },
        { propertyId: PROPERTY },
      ],
    });
  });

  it("falls back on nonsense in the URL", () => {
    expect(
      bookingListQuerySchema.parse({ q: "x".repeat(300), status: "refunded", property: "'; drop", page: "0", when: "soon", field: "x", from: "2026-02-30", to: "12/05/2026", cleaner: "x", guestList: "x", balance: "x" }),
    ).toEqual({
      q: "",
      status: "all",
      property: "all",
      when: "upcoming",
      field: "arrival",
      from: undefined,
      to: undefined,
      cleaner: "all",
      guestList: "all",
      balance: "all",
      page: 1,
    });
    expect(bookingListQuerySchema.parse({ property: PROPERTY, page: "3" })).toMatchObject({ property: PROPERTY, page: 3 });
  });
});

const TODAY = "2026-11-27";
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const q = (raw: Record<string, string> = {}) => bookingListQuerySchema.parse(raw);

describe("the list's dates and order (issue 22: upcoming first, a switch to past, a date range)", () => {
  it("shows stays not over yet by default (guests in the house now, then arrivals), soonest arrival first", () => {
    expect(bookingDateWhere(q(), TODAY)).toEqual({ departure: { gte: at(TODAY) } });
    expect(bookingListOrder(q())).toEqual([{ arrival: "asc" }, { id: "asc" }]);
  });

  it("switches to past stays: departed before today, latest first", () => {
    expect(bookingDateWhere(q({ when: "past" }), TODAY)).toEqual({ departure: { lt: at(TODAY) } });
    expect(bookingListOrder(q({ when: "past" }))).toEqual([{ arrival: "desc" }, { id: "asc" }]);
  });

  it("takes a range (both ends inclusive) on arrival, departure or the stay's nights instead of the switch", () => {
    expect(bookingDateWhere(q({ from: "2026-12-01", to: "2026-12-31" }), TODAY)).toEqual({ arrival: { gte: at("2026-12-01"), lte: at("2026-12-31") } });
    expect(bookingDateWhere(q({ field: "departure", from: TODAY, to: TODAY }), TODAY)).toEqual({ departure: { gte: at(TODAY), lte: at(TODAY) } });
    expect(bookingListOrder(q({ field: "departure", from: TODAY }))).toEqual([{ departure: "asc" }, { id: "asc" }]);
    // A stay with a night in December: arrives by 31.12 and leaves after 1.12.
    expect(bookingDateWhere(q({ field: "stay", from: "2026-12-01", to: "2026-12-31" }), TODAY)).toEqual({ arrival: { lte: at("2026-12-31") }, departure: { gt: at("2026-12-01") } });
    expect(bookingDateWhere(q({ to: "2026-01-31" }), TODAY)).toEqual({ arrival: { lte: at("2026-01-31") } });
  });

  it("narrows to live guest stays without a cleaner or without a guest list", () => {
    expect(bookingListFilter(q({ cleaner: "none", field: "departure", from: TODAY, to: "2026-12-03" }), TODAY)).toEqual({
      AND: [{ departure: { gte: at(TODAY), lte: at("2026-12-03") } }, LIVE_GUEST_STAY, { assignments: { none: { assignmentType: "cleaning" } } }],
    });
    expect(bookingListFilter(q({ guestList: "missing" }), TODAY)).toEqual({
      AND: [{ departure: { gte: at(TODAY) } }, LIVE_GUEST_STAY, { property: { requestGuestLists: true }, guests: { none: {} } }],
    });
  });

  it("writes only what differs from the defaults into the URL", () => {
    expect(bookingQueryParams(q())).toEqual({});
    expect(bookingQueryParams(q({ when: "past", field: "departure", status: "paid" }))).toEqual({ when: "past", status: "paid" });
    expect(bookingQueryParams(q({ field: "departure", from: TODAY, balance: "open", page: "2" }))).toEqual({ field: "departure", from: TODAY, balance: "open", page: "2" });
  });
});

describe("runJustEnded (the list is read again after a sync or a reconciliation)", () => {
  it("is true only when a running run has finished", () => {
    expect(runJustEnded({ status: "running" }, { status: "succeeded" })).toBe(true);
    expect(runJustEnded({ status: "queued" }, { status: "failed" })).toBe(true);
    expect(runJustEnded({ status: "running" }, { status: "running" })).toBe(false);
    // A finished run read on mount is not an ending seen now.
    expect(runJustEnded(null, { status: "succeeded" })).toBe(false);
    expect(runJustEnded({ status: "succeeded" }, { status: "succeeded" })).toBe(false);
    expect(runJustEnded({ status: "running" }, null)).toBe(false);
  });
});
