import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { sharedSmoobuPacer, smoobuFromEnv } from "@/lib/integrations/smoobu";
import { createSmoobuClient } from "@/lib/integrations/smoobu/client";
import { createPacer } from "@/lib/integrations/smoobu/pacer";
import { runReconciliation } from "@/lib/jobs/sync/reconcile";
import { createRun } from "@/lib/jobs/sync/runs";
import { addDays } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { startSignedFake, TEST_SMOOBU_KEY, TEST_SMOOBU_SECRET, useFakeEnv } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Issue 30: Smoobu answers 700 requests a minute, then 429. Syncs and reconciliations are paced
// below the limit instead of running into it. Over real HTTP against the fake, which enforces a
// limit when asked: a small one here (2 requests a second), so the test takes seconds, not minutes.
// The reconciliation reads all of Smoobu's pages back to back before it writes anything, the
// quickest burst the app makes.

const FAKE_LIMIT = { limit: 2, windowMs: 1_000 };
const APARTMENTS = [1, 2, 3].map((n) => ({ id: 5_900_000 + n, name: `Chalet Pace ${n}` }));
let db: TestDb;
let fake: FakeSmoobu;

beforeAll(async () => {
  db = await createTestDb();
  fake = await startSignedFake({ rateLimit: FAKE_LIMIT });
  // Three pages of 100, all within the reconciliation's 24 months.
  fake.generate({ count: 250, apartments: APARTMENTS, start: addDays(new Date(), 2) });
});

afterAll(async () => {
  await fake?.close();
  await db?.drop();
});

const client = (pacer?: ReturnType<typeof createPacer>) =>
  createSmoobuClient({ baseUrl: fake.baseUrl, apiKey: TEST_SMOOBU_KEY, apiSecret: TEST_SMOOBU_SECRET, retryBaseMs: 5, maxRetryWaitMs: 2_000, ...(pacer ? { pacer } : {}) });

async function reconcile(c: ReturnType<typeof client>) {
  const run = await createRun(db.prisma, "reconcile", {});
  const from = fake.requests.length;
  const result = await runReconciliation(run.id, { db: db.prisma, client: c, pageRetryDelaysMs: [] });
  return { result, listing: fake.requests.slice(from).filter((r) => r.path === "/api/reservations") };
}

describe("pacing under Smoobu's rate limit", () => {
  it("unpaced, the reconciliation's listing runs into the fake's limit (429s, waited out through Retry-After)", async () => {
    await new Promise((r) => setTimeout(r, FAKE_LIMIT.windowMs)); // a fresh window
    const { result, listing } = await reconcile(client());
    expect(result.status).toBe("succeeded");
    expect(listing.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    expect(listing.filter((r) => r.status === 200)).toHaveLength(3);
  });

  it("paced below the limit, the same listing gets no 429 at all", async () => {
    await new Promise((r) => setTimeout(r, FAKE_LIMIT.windowMs));
    const started = Date.now();
    const { result, listing } = await reconcile(client(createPacer({ limit: FAKE_LIMIT.limit - 1, windowMs: FAKE_LIMIT.windowMs })));
    expect(result.status).toBe("succeeded");
    expect(listing.map((r) => r.status)).toEqual(Array(3).fill(200));
    // Three requests at one a second: the pacing, not luck, kept it under the limit.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * FAKE_LIMIT.windowMs - 50);
  });

  it("every client made from the environment shares one pacer of SMOOBU_MAX_REQUESTS_PER_MINUTE", () => {
    useFakeEnv(fake, { SMOOBU_MAX_REQUESTS_PER_MINUTE: "600" });
    resetEnvCache();
    expect(smoobuFromEnv()).not.toBeNull();
    expect(sharedSmoobuPacer(600)).toBe(sharedSmoobuPacer(600));
    expect(sharedSmoobuPacer(300)).not.toBe(sharedSmoobuPacer(600));
  });
});
