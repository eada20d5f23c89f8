import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordBankTransfer } from "@/lib/data/bank-transfers";
import { issueBookingLink, resolveBookingLink } from "@/lib/data/booking-links";
import { readBookingBalance } from "@/lib/data/ledger";
import { bookingLinkExpiry } from "@/lib/domain/booking-links";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// A bank transfer the office records becomes a payment row of the ledger for exactly what
// arrived: too little leaves the rest open, too much shows as credit, and paying all stops the pay link.

let db: TestDb;
let n = 0;
let adminId: string;
const NOW = new Date("2027-01-10T10:00:00Z");

beforeAll(async () => {
  db = await createTestDb();
  adminId = (await db.prisma.user.create({ data: { email: "office-transfer@example.com", name: "Office" } })).id;
});

afterAll(async () => {
  await db?.drop();
});

/** A direct stay at CHF 4,000 with CHF 1,000 paid by card. */
async function stay() {
  const i = ++n;
  const property = await db.prisma.property.create({ data: { slug: `transfer-${i}`, name: `Transfer ${i}`, location: "Saas-Fee", maxGuests: 6, bedrooms: 2, bathrooms: 1 } });
  const booking = await db.prisma.booking.create({
    data: { smoobuBookingId: 8000 + i, propertyId: property.id, arrival: new Date("2027-02-20"), departure: new Date("2027-02-27"), price: "4000.00", email: "guest@example.com" },
  });
  await db.prisma.ledgerEntry.create({ data: { bookingId: booking.id, kind: "payment", status: "succeeded", purpose: "open_amount", amount: "1000.00", provider: "stripe", providerRef: `pi_transfer_${i}` } });
  return booking;
}

describe("recordBankTransfer", () => {
  it("writes a bank_transfer payment row with the day, the note and who recorded it", async () => {
    const b = await stay();
    const outcome = await recordBankTransfer({ bookingId: b.id, amount: 100_000, receivedOn: "2027-01-08", note: "UBS statement 12", adminId, now: NOW });
    expect(outcome).toMatchObject({ ok: true, open: 200_000, credit: 0 });
    const row = await db.prisma.ledgerEntry.findFirstOrThrow({ where: { bookingId: b.id, provider: "bank_transfer" } });
    expect(row).toMatchObject({ kind: "payment", status: "succeeded", purpose: "open_amount", note: "UBS statement 12", createdById: adminId });
    expect(row.amount.toString()).toBe("1000");
    expect(row.occurredAt.toISOString()).toBe("2027-01-08T11:00:00.000Z");
  });

  it("leaves an under-payment open in the ledger's balance", async () => {
    const b = await stay();
    await recordBankTransfer({ bookingId: b.id, amount: 299_950, receivedOn: "2027-01-09", note: "", adminId, now: NOW });
    const money = await readBookingBalance(b.id);
    expect(money?.balance).toMatchObject({ paid: 399_950, open: 50, credit: 0, state: "partlyPaid" });
  });

  it("shows an over-payment as credit, and paying everything revokes the pay link", async () => {
    const b = await stay();
    const token = await issueBookingLink(b.id, "pay", bookingLinkExpiry("2027-02-27"));
    const outcome = await recordBankTransfer({ bookingId: b.id, amount: 310_000, receivedOn: "2027-01-10", note: "", adminId, now: NOW });
    expect(outcome).toMatchObject({ ok: true, open: 0, credit: 10_000 });
    const money = await readBookingBalance(b.id);
    expect(money?.balance).toMatchObject({ paid: 410_000, open: 0, credit: 10_000 });
    expect(await resolveBookingLink(token, "pay")).toMatchObject({ ok: false, reason: "revoked", revokedReason: "paid" });
  });

  it("keeps the pay link while something is still open", async () => {
    const b = await stay();
    const token = await issueBookingLink(b.id, "pay", bookingLinkExpiry("2027-02-27"));
    await recordBankTransfer({ bookingId: b.id, amount: 50_000, receivedOn: "2027-01-10", note: "", adminId, now: NOW });
    expect((await resolveBookingLink(token, "pay", NOW)).ok).toBe(true);
  });

  it("refuses a day in the future and an unknown booking, writing nothing", async () => {
    const b = await stay();
    expect(await recordBankTransfer({ bookingId: b.id, amount: 1_000, receivedOn: "2027-01-11", note: "", adminId, now: NOW })).toEqual({ ok: false, error: "dateInFuture" });
    expect(await recordBankTransfer({ bookingId: "00000000-0000-4000-8000-000000000000", amount: 1_000, receivedOn: "2027-01-10", note: "", adminId, now: NOW })).toEqual({ ok: false, error: "bookingNotFound" });
    expect(await db.prisma.ledgerEntry.count({ where: { provider: "bank_transfer", bookingId: b.id } })).toBe(0);
  });

  it("two transfers recorded at once both count", async () => {
    const b = await stay();
    await Promise.all([1, 2].map(() => recordBankTransfer({ bookingId: b.id, amount: 150_000, receivedOn: "2027-01-10", note: "", adminId, now: NOW })));
    expect((await readBookingBalance(b.id))?.balance).toMatchObject({ paid: 400_000, open: 0 });
  });
});
