import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { cleanupRateLimits, consumeRateLimit, rateLimitKey } from "@/lib/security/rate-limit";
import { beginSignInAttempt } from "@/lib/security/rate-limit-sign-in";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The fixed-window counter against a real database (PGlite, or PostgreSQL with DATABASE_URL,
// where the parallel calls really race on separate connections).
let db: TestDb;
const now = new Date("2027-06-01T10:30:00.000Z");
const policy = { limit: 5, windowSeconds: 3600 };

beforeAll(async () => {
  db = await createTestDb();
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.rateLimitHit.deleteMany();
});

describe("consumeRateLimit", () => {
  it("lets exactly `limit` of 20 parallel attempts through", async () => {
    const key = "test:parallel";
    const decisions = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit({ key, ...policy, now })));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    // Each allowed attempt saw its own count: remaining 4, 3, 2, 1, 0 once each.
    expect(decisions.filter((d) => d.allowed).map((d) => d.remaining).sort()).toEqual([0, 1, 2, 3, 4]);
    for (const refused of decisions.filter((d) => !d.allowed)) {
      expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1800 });
    }
    const row = await db.prisma.rateLimitHit.findUniqueOrThrow({
      where: { key_windowStart: { key, windowStart: new Date("2027-06-01T10:00:00.000Z") } },
    });
    expect(row.count).toBe(20);
  });

  it("starts afresh in the next window", async () => {
    const key = "test:windows";
    for (let i = 0; i < 5; i++) expect((await consumeRateLimit({ key, ...policy, now })).allowed).toBe(true);
    expect((await consumeRateLimit({ key, ...policy, now })).allowed).toBe(false);
    const nextHour = new Date("2027-06-01T11:00:00.000Z");
    expect(await consumeRateLimit({ key, ...policy, now: nextHour })).toEqual({ allowed: true, remaining: 4, retryAfterSeconds: 0 });
    expect(await db.prisma.rateLimitHit.count({ where: { key } })).toBe(2);
  });

  it("counts keys separately", async () => {
    for (let i = 0; i < 5; i++) await consumeRateLimit({ key: "test:a", ...policy, now });
    expect((await consumeRateLimit({ key: "test:a", ...policy, now })).allowed).toBe(false);
    expect((await consumeRateLimit({ key: "test:b", ...policy, now })).allowed).toBe(true);
  });

  it("works inside a transaction", async () => {
    const key = "test:tx";
    const decision = await db.prisma.$transaction((tx) => consumeRateLimit({ key, ...policy, now }, tx));
    expect(decision.remaining).toBe(4);
    expect(await db.prisma.rateLimitHit.count({ where: { key } })).toBe(1);
  });
});

describe("beginSignInAttempt", () => {
  const sum = async (scope: string) => (await db.prisma.rateLimitHit.aggregate({ _sum: { count: true }, where: { key: { startsWith: `${scope}:` } } }))._sum.count ?? 0;

  it("lets at most 5 of 20 parallel guesses on one account from one address reach the password check", async () => {
    const attempts = await Promise.all(Array.from({ length: 20 }, () => beginSignInAttempt({ email: "burst@example.com", ip: "192.0.2.7", now })));
    const allowed = attempts.filter((a) => a.decision.allowed);
    // Each attempt sees every other one recorded before its read, so a burst errs on refusing.
    expect(allowed.length).toBeLessThanOrEqual(5);
    // Refused attempts removed their rows at once; the allowed ones stay as failures until settled.
    expect(await sum("sign-in-fail:pair")).toBe(allowed.length);
    expect(await sum("sign-in-fail:email")).toBe(allowed.length);
    expect(await sum("sign-in-fail:ip")).toBe(allowed.length);
  });

  it("keeps a failure, removes a success, and a success forgets the pair's earlier failures only", async () => {
    const at = (s: number) => new Date(now.getTime() + s * 1000);
    await beginSignInAttempt({ email: "pair@example.com", ip: "192.0.2.8", now: at(0) });
    await beginSignInAttempt({ email: "pair@example.com", ip: "192.0.2.8", now: at(1) });
    const third = await beginSignInAttempt({ email: "pair@example.com", ip: "192.0.2.8", now: at(2) });
    expect(third.accountFailuresWithThis).toBe(3);
    await third.succeeded();
    expect(await sum("sign-in-fail:pair")).toBe(0);
    expect(await sum("sign-in-fail:email")).toBe(2);
    expect(await sum("sign-in-fail:ip")).toBe(2);
    const fourth = await beginSignInAttempt({ email: "pair@example.com", ip: "192.0.2.8", now: at(3) });
    await fourth.discard();
    expect(await sum("sign-in-fail:email")).toBe(2);
  });

  it("forgets failures older than the hour it looks back", async () => {
    const old = new Date(now.getTime() - 3600 * 1000);
    for (let i = 0; i < 5; i++) await beginSignInAttempt({ email: "old@example.com", ip: "192.0.2.9", now: new Date(old.getTime() + i) });
    expect((await beginSignInAttempt({ email: "old@example.com", ip: "192.0.2.9", now: new Date(old.getTime() + 10_000) })).decision.allowed).toBe(false);
    const later = await beginSignInAttempt({ email: "old@example.com", ip: "192.0.2.9", now: new Date(old.getTime() + 3600 * 1000 + 5) });
    expect(later.decision).toEqual({ allowed: true });
    expect(later.accountFailuresWithThis).toBe(1);
  });
});

describe("cleanupRateLimits", () => {
  it("deletes only windows that are over", async () => {
    const hour = (h: number) => new Date(Date.UTC(2027, 5, 1, h));
    await db.prisma.rateLimitHit.createMany({
      data: [
        { key: "old", windowStart: hour(8), count: 3 },
        { key: "just-over", windowStart: hour(9), count: 1 },
        { key: "running", windowStart: hour(10), count: 2 },
      ],
    });
    // At 10:30 with windows of at most an hour, the cutoff is 09:30: a window that started
    // before it has ended for any size up to an hour. The 10:00 window is still running.
    const deleted = await cleanupRateLimits({ longestWindowSeconds: 3600, now });
    expect(deleted).toBe(2);
    expect((await db.prisma.rateLimitHit.findMany()).map((r) => r.key)).toEqual(["running"]);
  });
});

describe("rateLimitKey", () => {
  it("treats case and surrounding space of the subject as the same subject and hides it", () => {
    const key = rateLimitKey("quote-request:email", " Anna@Example.com ");
    expect(key).toBe(rateLimitKey("quote-request:email", "anna@example.com"));
    expect(key).toMatch(/^quote-request:email:[0-9a-f]{32}$/);
    expect(key).not.toContain("anna");
    expect(rateLimitKey("quote-request:ip", "anna@example.com")).not.toBe(key);
  });
});
