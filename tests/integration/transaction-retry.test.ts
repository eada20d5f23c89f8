import { afterAll, beforeAll, expect, it } from "vitest";
import { inAttemptTransaction } from "@/lib/data/payment-attempts";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Two transactions that lock the same two rows in opposite order deadlock; PostgreSQL aborts one
// (Prisma's P2034). inAttemptTransaction, which wraps every 'Pay' and its hold, runs the aborted
// one again, so both callers get their answer instead of one 'unexpected error' (CI saw this once
// in 20 rounds of two guests holding the same nights). On PGlite (no DATABASE_URL) transactions
// run one after the other and never deadlock: there only the answers are checked.

let db: TestDb;
const WINDOW = new Date("2026-11-27T12:00:00Z");

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.drop();
});

it("runs a transaction again after PostgreSQL broke a deadlock, so both callers get their answer", async () => {
  await db.prisma.rateLimitHit.createMany({ data: ["probe-a", "probe-b"].map((key) => ({ key, windowStart: WINDOW, count: 0 })) });
  let runs = 0;
  const bump = (key: string) => ({ where: { key_windowStart: { key, windowStart: WINDOW } }, data: { count: { increment: 1 } } });
  const crossing = (first: string, second: string) =>
    inAttemptTransaction(async (tx) => {
      runs++;
      await tx.rateLimitHit.update(bump(first));
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.rateLimitHit.update(bump(second));
      return first;
    });

  const answers = await Promise.all([crossing("probe-a", "probe-b"), crossing("probe-b", "probe-a")]);

  expect(answers).toEqual(["probe-a", "probe-b"]);
  const rows = await db.prisma.rateLimitHit.findMany({ where: { key: { startsWith: "probe-" } }, orderBy: { key: "asc" } });
  // Each transaction's two updates happened exactly once: the aborted run left nothing behind.
  expect(rows.map((r) => r.count)).toEqual([2, 2]);
  if (process.env.DATABASE_URL) expect(runs).toBe(3);
}, 30_000);
