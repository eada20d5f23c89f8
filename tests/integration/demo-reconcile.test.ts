import { afterAll, beforeAll, expect, it } from "vitest";
import { runReconciliation } from "@/lib/jobs/sync/reconcile";
import { reconcileReportSchema } from "@/lib/jobs/sync/reconcile-report";
import { createRun } from "@/lib/jobs/sync/runs";
import { DEMO_SMOOBU_API_KEY, DEMO_SMOOBU_API_SECRET, startDemoSmoobu } from "@/tests/fakes/smoobu/demo";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { createSmoobuClient } from "@/lib/integrations/smoobu/client";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The demo (`SMOOBU_FAKE=1 npm start`): the fake Smoobu holds the seeded bookings too, so that a
// reconciliation of the seeded site finds every one of them and deletes nothing, and leaves the
// seeded rows (what the demo accounts own) as they were.

let db: TestDb;
let fake: FakeSmoobu;
const ENV = ["SMOOBU_BASE_URL", "SMOOBU_API_KEY", "SMOOBU_API_SECRET", "SMOOBU_WEBHOOK_TOKEN", "SMOOBU_DIRECT_CHANNEL_ID"];

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  fake = await startDemoSmoobu();
});

afterAll(async () => {
  for (const name of ENV) delete process.env[name];
  await fake?.close();
  await db?.drop();
});

it("a reconciliation of the seeded demo finds every seeded booking and changes none", async () => {
  const before = await db.prisma.booking.findMany({ orderBy: { smoobuBookingId: "asc" }, select: { smoobuBookingId: true, type: true, arrival: true, departure: true, price: true, email: true } });
  expect(before.length).toBeGreaterThan(20);
  const client = createSmoobuClient({ baseUrl: fake.baseUrl, apiKey: DEMO_SMOOBU_API_KEY, apiSecret: DEMO_SMOOBU_API_SECRET });
  const run = await createRun(db.prisma, "reconcile", {});
  const result = await runReconciliation(run.id, { db: db.prisma, client, pageRetryDelaysMs: [] });
  expect(result.status).toBe("succeeded");
  const report = reconcileReportSchema.parse(result.report);
  expect(report.differences.filter((d) => d.action !== "created")).toEqual([]);
  expect(report.counts).toMatchObject({ deleted: 0, cancelled: 0, updated: 0, failed: 0 });
  // The fake's own bookings (14 months ahead) are the only ones new to the site.
  expect(report.counts.created).toBe(fake.bookings.size - before.length);
  const after = await db.prisma.booking.findMany({ where: { smoobuBookingId: { in: before.map((b) => b.smoobuBookingId ?? 0) } }, orderBy: { smoobuBookingId: "asc" }, select: { smoobuBookingId: true, type: true, arrival: true, departure: true, price: true, email: true } });
  expect(after).toEqual(before);
});
