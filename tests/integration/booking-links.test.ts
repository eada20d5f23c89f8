import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueBookingLink, resolveBookingLink, revokeBookingLinks } from "@/lib/data/booking-links";
import { applyOpenAmountOutcome } from "@/lib/data/payment-fulfilment";
import { bookingLinkExpiry } from "@/lib/domain/booking-links";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Links a guest opens without signing in, against a real database: only hashes are stored, a link
// works until it expires or is revoked, and issuing again leaves one live link per purpose.

let db: TestDb;
let n = 0;

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db?.drop();
});

async function booking() {
  const i = ++n;
  const property = await db.prisma.property.create({ data: { slug: `links-${i}`, name: `Links ${i}`, location: "Saas-Fee", maxGuests: 6, bedrooms: 2, bathrooms: 1 } });
  return db.prisma.booking.create({
    data: { smoobuBookingId: 7000 + i, propertyId: property.id, arrival: new Date("2027-02-20"), departure: new Date("2027-02-27"), price: "4000.00" },
  });
}

const EXPIRES = bookingLinkExpiry("2027-02-27");

describe("booking links", () => {
  it("resolves an issued token to its booking and stores only its hash", async () => {
    const b = await booking();
    const token = await issueBookingLink(b.id, "pay", EXPIRES);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resolveBookingLink(token, "pay")).toEqual({ ok: true, bookingId: b.id, expiresAt: EXPIRES });
    const rows = await db.prisma.bookingLink.findMany({ where: { bookingId: b.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("expires at the end of the departure day in Zurich", async () => {
    expect(EXPIRES.toISOString()).toBe("2027-02-27T23:00:00.000Z");
    const b = await booking();
    const token = await issueBookingLink(b.id, "pay", EXPIRES);
    expect((await resolveBookingLink(token, "pay", new Date("2027-02-27T22:59:59Z"))).ok).toBe(true);
    expect(await resolveBookingLink(token, "pay", new Date("2027-02-27T23:00:00Z"))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses unknown, malformed and other-purpose tokens as unknown", async () => {
    const b = await booking();
    const token = await issueBookingLink(b.id, "guest_list", EXPIRES);
    expect(await resolveBookingLink(token, "pay")).toEqual({ ok: false, reason: "unknown" });
    expect(await resolveBookingLink("x".repeat(43), "pay")).toEqual({ ok: false, reason: "unknown" });
    expect(await resolveBookingLink("../../etc", "pay")).toEqual({ ok: false, reason: "unknown" });
  });

  it("revokes the booking's live links of a purpose only", async () => {
    const b = await booking();
    const pay = await issueBookingLink(b.id, "pay", EXPIRES);
    const list = await issueBookingLink(b.id, "guest_list", EXPIRES);
    expect(await revokeBookingLinks(b.id, "pay", "paid")).toBe(1);
    expect(await resolveBookingLink(pay, "pay")).toEqual({ ok: false, reason: "revoked", bookingId: b.id, revokedReason: "paid" });
    expect((await resolveBookingLink(list, "guest_list")).ok).toBe(true);
    expect(await revokeBookingLinks(b.id, "pay")).toBe(0);
  });

  it("issuing again replaces the live link: the older one is revoked", async () => {
    const b = await booking();
    const first = await issueBookingLink(b.id, "pay", EXPIRES);
    const second = await issueBookingLink(b.id, "pay", EXPIRES);
    expect(second).not.toBe(first);
    expect(await resolveBookingLink(first, "pay")).toMatchObject({ ok: false, reason: "revoked", revokedReason: "replaced" });
    expect((await resolveBookingLink(second, "pay")).ok).toBe(true);
    const old = await db.prisma.bookingLink.findFirstOrThrow({ where: { bookingId: b.id, revokedAt: { not: null } } });
    expect(old.revokedReason).toBe("replaced");
  });

  it("leaves exactly one live link when several are issued at once", async () => {
    const b = await booking();
    const tokens = await Promise.all(Array.from({ length: 5 }, () => issueBookingLink(b.id, "pay", EXPIRES)));
    expect(new Set(tokens).size).toBe(5);
    const results = await Promise.all(tokens.map((t) => resolveBookingLink(t, "pay")));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await db.prisma.bookingLink.count({ where: { bookingId: b.id, revokedAt: null } })).toBe(1);
  });

  it("refuses to issue a link for a booking that does not exist", async () => {
    await expect(issueBookingLink("00000000-0000-4000-8000-000000000000", "pay", EXPIRES)).rejects.toThrow(/No booking/);
  });

  it("the payment fulfilment revokes the pay link once nothing is open, and not before", async () => {
    const b = await booking();
    const token = await issueBookingLink(b.id, "pay", EXPIRES);
    const pay = async (amount: string, n: number) => {
      const attempt = await db.prisma.bookingPayment.create({ data: { bookingId: b.id, purpose: "open_amount", amount, provider: "stripe", providerSessionId: `cs_links_${b.id}_${n}` } });
      return applyOpenAmountOutcome({ provider: "stripe", eventId: `evt_links_${b.id}_${n}`, eventType: "checkout.session.completed", sessionId: `cs_links_${b.id}_${n}`, paymentId: attempt.id, outcome: { kind: "succeeded", providerPaymentId: `pi_links_${b.id}_${n}` } });
    };
    expect(await pay("1000.00", 1)).toBe("succeeded");
    expect((await resolveBookingLink(token, "pay")).ok).toBe(true);
    expect(await pay("3000.00", 2)).toBe("succeeded");
    expect(await resolveBookingLink(token, "pay")).toMatchObject({ ok: false, reason: "revoked", revokedReason: "paid" });
  });
});
