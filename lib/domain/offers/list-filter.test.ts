import { describe, expect, it } from "vitest";
import { offerListWhere } from "./list-filter";

const now = new Date("2026-11-27T09:00:00Z");
const query = (over: Partial<Parameters<typeof offerListWhere>[0]>) => ({ q: "", status: null, expiring: null, ...over });

describe("offerListWhere", () => {
  it("filters nothing without a query", () => {
    expect(offerListWhere(query({}), now)).toEqual({});
  });

  it("reads 'open' as waiting for the guest: sent or viewed, not paid, no booking, link still valid at now", () => {
    expect(offerListWhere(query({ status: "open" }), now)).toEqual({
      AND: [{ status: { in: ["sent", "viewed"] }, paidAt: null, booking: { is: null }, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }],
    });
  });

  it("keeps a stored status as it is", () => {
    expect(offerListWhere(query({ status: "viewed" }), now)).toEqual({ AND: [{ status: "viewed" }] });
  });

  it("reads expiring=48h as a link that has not ended and ends within the next 48 hours", () => {
    expect(offerListWhere(query({ expiring: "48h" }), now)).toEqual({
      AND: [{ expiresAt: { gt: now, lte: new Date("2026-11-29T09:00:00Z") } }],
    });
  });

  it("combines the search, the status and the window with AND", () => {
    const where = offerListWhere(query({ q: " watson ", status: "open", expiring: "48h" }), now);
    expect(where.AND).toHaveLength(3);
    expect((where.AND as object[])[0]).toEqual({
      OR: [
        { guestName: { contains: "watson", mode: "insensitive" } },
        { guestEmail: { contains: "watson", mode: "insensitive" } },
        { otaReference: { contains: "watson", mode: "insensitive" } },
        { booking: { is: { referenceId: { contains: "watson", mode: "insensitive" } } } },
      ],
    });
  });
});
