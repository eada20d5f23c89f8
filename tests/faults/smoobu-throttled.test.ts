import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmoobuClient } from "@/lib/integrations/smoobu/client";
import { historyWindow, runBookingsSync } from "@/lib/jobs/sync/bookings-sync";
import { createRun } from "@/lib/jobs/sync/runs";
import { addDays, type WireBooking } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu, FakeSmoobuRequest, FailureRule } from "@/tests/fakes/smoobu/server";
import { startSignedFake, TEST_SMOOBU_KEY, TEST_SMOOBU_SECRET } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Issue 9: Smoobu answers 429 (with X-RateLimit-Retry-After, and without it) and 500 for a while,
// longer than the client's own retries last. The historical sync must slow down (wait for the
// reset, back off) and still end with every booking, instead of failing the run.

const COUNT = 1_200; // 12 pages
const APARTMENTS = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ id: 9_900_000 + n, name: `Busy Chalet ${n}` }));
/** How long each outage lasts: several times the client's whole retry budget below (~0.1 s). */
const OUTAGE_MS = 1_500;

let db: TestDb;
let fake: FakeSmoobu;
let generated: WireBooking[];

beforeAll(async () => {
  db = await createTestDb();
  fake = await startSignedFake();
  generated = fake.generate({ count: COUNT, apartments: APARTMENTS, start: addDays(new Date(), -500) });
});

afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

/** Requests for `page` fail with `failure` from the first one on, for OUTAGE_MS. */
function outageOn(page: string, failure: { status: number; retryAfterSeconds?: number | null }): FailureRule {
  let since: number | null = null;
  return ({ path, query, now }) => {
    if (path !== "/api/reservations" || query.get("page") !== page) return null;
    since ??= now;
    return now - since < OUTAGE_MS ? failure : null;
  };
}

const pageOf = (r: FakeSmoobuRequest) => new URLSearchParams(r.query).get("page");

describe("Smoobu rate limiting and failing for a while", () => {
  it("the historical sync slows down and completes with every booking", async () => {
    const rules = [outageOn("2", { status: 429, retryAfterSeconds: 1 }), outageOn("5", { status: 429, retryAfterSeconds: null }), outageOn("9", { status: 500 })];
    fake.failWhen((request) => rules.reduce<ReturnType<FailureRule>>((hit, rule) => hit ?? rule(request), null));
    // The client's retries are short here (4 attempts, 10 ms doubling), so that an outage of
    // 1.5 s outlasts them as a few minutes of Smoobu trouble outlast the production client's.
    const client = createSmoobuClient({ baseUrl: fake.baseUrl, apiKey: TEST_SMOOBU_KEY, apiSecret: TEST_SMOOBU_SECRET, maxAttempts: 4, retryBaseMs: 10, maxRetryWaitMs: 2_000 });
    const run = await createRun(db.prisma, "bookings_history", { ...historyWindow(new Date()) });
    const result = await runBookingsSync(run.id, { db: db.prisma, client, pauseMs: 0, pageRetryDelaysMs: [300, 600, 1_200, 2_400] });
    fake.failWhen(null);

    expect(result).toMatchObject({ status: "succeeded", total: COUNT, done: COUNT, failed: 0 });
    const stored = await db.prisma.booking.findMany({ select: { smoobuBookingId: true }, orderBy: { smoobuBookingId: "asc" } });
    expect(stored.map((b) => b.smoobuBookingId)).toEqual(generated.map((b) => b.id).sort((a, b) => a - b));

    const calls = fake.requests.filter((r) => r.path === "/api/reservations");
    // Each outage was met, and each page was stored once it passed.
    expect(calls.filter((r) => pageOf(r) === "2" && r.status === 429 && r.retryAfter !== null).length).toBeGreaterThan(0);
    expect(calls.filter((r) => pageOf(r) === "5" && r.status === 429 && r.retryAfter === null).length).toBeGreaterThan(0);
    expect(calls.filter((r) => pageOf(r) === "9" && r.status === 500).length).toBeGreaterThan(0);
    expect(calls.filter((r) => r.status === 200).map(pageOf)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]);
    // Slowing down: after a 429 with a reset time, nothing was asked before that time…
    for (const [i, r] of calls.entries()) {
      const next = calls[i + 1];
      if (r.retryAfter && next) expect(next.at).toBeGreaterThanOrEqual(Number(r.retryAfter) * 1000);
    }
    // …and without one, the sync backed off instead of hammering (a handful of tries, not hundreds).
    for (const page of ["5", "9"]) expect(calls.filter((r) => pageOf(r) === page && r.status !== 200).length).toBeLessThan(20);
  });
});
