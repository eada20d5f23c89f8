import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attentionQueue, listPayments, listPaymentsForExport, monthlyTotals } from "@/lib/data/admin-payments";
import { paymentListQuerySchema } from "@/lib/schemas/refunds";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { createBooking, createProperty } from "./support/portal-fixtures";

// The office's payments page reads the ledger: filters (kind, status, provider, property, Zurich
// days), totals per month in Zurich time, and the queue of what needs a person.

let db: TestDb;
let dom: { id: string };
let alp: { id: string };
const q = (raw: Record<string, string> = {}) => paymentListQuerySchema.parse(raw);

async function payment(bookingId: string, amount: string, occurredAt: string, provider = "stripe") {
  const attempt = await db.prisma.bookingPayment.create({ data: { bookingId, amount, status: "succeeded", provider } });
  return db.prisma.ledgerEntry.create({
    data: { bookingId, attemptId: attempt.id, kind: "payment", status: "succeeded", purpose: "open_amount", amount, provider, providerRef: `pi_${attempt.id}`, occurredAt: new Date(occurredAt) },
  });
}

beforeAll(async () => {
  db = await createTestDb();
  dom = await createProperty(db, "dom", false);
  alp = await createProperty(db, "alp", false);
  const a = await createBooking(db, dom.id, "a@example.com", { price: "1000.00" });
  const b = await createBooking(db, alp.id, "b@example.com", { price: "800.00" });
  const cancelled = await createBooking(db, alp.id, "c@example.com", { price: "500.00", type: "cancelled" });
  // 31 October 23:30 in Zurich is still October there (22:30 UTC), 1 November 00:30 is November.
  const pa = await payment(a.id, "400.00", "2026-10-31T22:30:00Z");
  await payment(b.id, "800.00", "2026-10-31T23:30:00Z", "local_test");
  await db.prisma.ledgerEntry.create({ data: { bookingId: a.id, parentId: pa.id, kind: "refund", status: "succeeded", amount: "50.00", provider: "stripe", providerRef: "re_1", reason: "goodwill", occurredAt: new Date("2026-11-02T10:00:00Z") } });
  await db.prisma.ledgerEntry.create({ data: { bookingId: a.id, parentId: pa.id, kind: "refund", status: "failed", amount: "20.00", provider: "stripe", providerRef: "re_2", reason: "duplicate", attention: "refundFailed", occurredAt: new Date("2026-11-03T10:00:00Z") } });
  await db.prisma.ledgerEntry.create({ data: { bookingId: a.id, parentId: pa.id, kind: "dispute", status: "lost", amount: "100.00", fee: "15.00", provider: "stripe", providerRef: "dp_1", attention: "disputeLost", occurredAt: new Date("2026-11-04T10:00:00Z") } });
  await payment(cancelled.id, "300.00", "2026-11-05T10:00:00Z");
});

afterAll(async () => {
  await db?.drop();
});

describe("the payments list", () => {
  it("lists payments, refunds and disputes (not Smoobu's reports), newest first", async () => {
    const all = await listPayments(q());
    expect(all.total).toBe(6);
    expect(all.rows.map((r) => r.kind)).toEqual(["payment", "dispute", "refund", "refund", "payment", "payment"]);
    expect(all.rows[0]).toMatchObject({ guestName: "Test Guest", propertyName: "Chalet alp" });
  });

  it("filters by kind, status, provider, property and Zurich days; odd values fall back to all", async () => {
    expect((await listPayments(q({ kind: "refund" }))).total).toBe(2);
    expect((await listPayments(q({ status: "failed" }))).rows.map((r) => r.providerRef)).toEqual(["re_2"]);
    expect((await listPayments(q({ provider: "local_test" }))).total).toBe(1);
    expect((await listPayments(q({ property: dom.id }))).total).toBe(4);
    expect((await listPayments(q({ from: "2026-11-01", to: "2026-11-01" }))).rows.map((r) => r.amount)).toEqual([80_000]);
    expect((await listPayments(q({ to: "2026-10-31" }))).rows.map((r) => r.amount)).toEqual([40_000]);
    expect((await listPayments(q({ kind: "nonsense", from: "2026-02-30" }))).total).toBe(6);
    expect(await listPaymentsForExport(q({ kind: "payment" }))).toHaveLength(3);
  });
});

it("totals per month in Zurich time: received, refunded (failed ones not), charged back, dispute fees, net", async () => {
  expect(await monthlyTotals(q())).toEqual([
    { month: "2026-11", received: 110_000, refunded: 5_000, chargedBack: 10_000, disputeFees: 1_500, net: 93_500 },
    { month: "2026-10", received: 40_000, refunded: 0, chargedBack: 0, disputeFees: 0, net: 40_000 },
  ]);
});

it("queues what needs a person: notes of ledger rows, and a cancelled stay whose money we still hold", async () => {
  const queue = await attentionQueue();
  expect(queue.filter((i) => i.type === "entry").map((i) => (i.type === "entry" ? i.text : ""))).toEqual(["disputeLost", "refundFailed"]);
  expect(queue.filter((i) => i.type === "credit")).toEqual([expect.objectContaining({ amount: 30_000 })]);
});
