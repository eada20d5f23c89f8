import { afterAll, beforeAll, expect, it } from "vitest";
import { ENDED_SESSION_RETENTION_MS, runHousekeeping } from "@/lib/jobs/housekeeping";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "@/lib/security/rate-limit-policies";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { createUser } from "./support/portal-fixtures";

// The hourly housekeeping: sign-in failures are one rate-limit row each, so the table grows with
// every attack unless old rows go; sessions ended or expired a month ago go too. Nothing still
// within its window is touched.

let db: TestDb;
const NOW = new Date("2026-11-27T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db?.drop();
});

it("removes rate-limit rows past the longest window and sessions ended a month ago, nothing else", async () => {
  const longest = LONGEST_RATE_LIMIT_WINDOW_SECONDS * 1000;
  await db.prisma.rateLimitHit.createMany({
    data: [
      { key: "old", windowStart: ago(longest + 60_000), count: 3 },
      { key: "fresh", windowStart: ago(longest - 60_000), count: 1 },
    ],
  });
  const user = await createUser(db, "housekeeping@example.com", ["guest"]);
  const session = (id: string, over: { revokedAt?: Date; expiresAt?: Date }) => ({ id, userId: user.id, sessionVersion: 0, expiresAt: over.expiresAt ?? new Date(NOW.getTime() + 86_400_000), revokedAt: over.revokedAt ?? null });
  await db.prisma.userSession.createMany({
    data: [
      session("live", {}),
      session("ended-long-ago", { revokedAt: ago(ENDED_SESSION_RETENTION_MS + 60_000) }),
      session("expired-long-ago", { expiresAt: ago(ENDED_SESSION_RETENTION_MS + 60_000) }),
      session("ended-yesterday", { revokedAt: ago(86_400_000) }),
    ],
  });
  expect(await runHousekeeping(NOW)).toEqual({ rateLimitRows: 1, sessions: 2 });
  expect((await db.prisma.rateLimitHit.findMany()).map((r) => r.key)).toEqual(["fresh"]);
  expect((await db.prisma.userSession.findMany({ orderBy: { id: "asc" } })).map((s) => s.id)).toEqual(["ended-yesterday", "live"]);
  expect(await runHousekeeping(NOW)).toEqual({ rateLimitRows: 0, sessions: 0 });
});
