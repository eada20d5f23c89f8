import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { requestPasswordResetAction } from "@/lib/actions/auth/request-password-reset";
import { signUpAction } from "@/lib/actions/auth/sign-up";
import { authenticateCredentials } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { stopBoss } from "@/lib/jobs/queue";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The attack run's IPv6 spray (issue 30): one subscriber holds a whole /64 and may use any address
// in it, so every per-address limit must count the /64, not the single address. Sign-in is called
// the way next-auth calls it (lib/auth/config.ts), the other limits through their actions with the
// TCP peer header our server sets (lib/security/client-ip.ts).

const request = vi.hoisted(() => ({ peer: "" }));
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ host: "localhost:3000", "x-forwarded-proto": "http", "x-saastal-peer": request.peer }),
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));

const OWNER = "victim@ipv6.test";
const PASSWORD = "the-owners-real-password";
/** The i-th address (1-based) of one /64, each spelled differently from the last. */
const inOneSlash64 = (i: number) => (i % 2 ? `2001:db8:30:1::${i.toString(16)}` : `2001:0db8:0030:0001:${i.toString(16)}:0:0:1`);
let db: TestDb;

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  await db.prisma.user.create({ data: { email: OWNER, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date() } });
});

afterAll(async () => {
  await stopBoss();
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.rateLimitHit.deleteMany();
});

describe("a spray from one IPv6 /64", () => {
  it("60 password guesses on one account from 60 addresses of one /64: only the first 5 are checked", async () => {
    const now = new Date("2027-06-01T09:00:00Z");
    const outcomes: string[] = [];
    for (let i = 1; i <= 60; i++) {
      const outcome = await authenticateCredentials({ email: OWNER, password: `guess-${i}` }, inOneSlash64(i), new Date(now.getTime() + i));
      outcomes.push(outcome.ok ? "ok" : outcome.reason);
    }
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill("invalidCredentials"));
    expect(outcomes.slice(5)).toEqual(Array(55).fill("rateLimited"));
    // The owner, from another network, is not held back by it.
    expect((await authenticateCredentials({ email: OWNER, password: PASSWORD }, "2001:db8:31:1::1", new Date(now.getTime() + 100))).ok).toBe(true);
  });

  it("sign-ups from rotating addresses of one /64 stop at the per-address limit", async () => {
    const answers: (string | undefined)[] = [];
    for (let i = 1; i <= 12; i++) {
      request.peer = inOneSlash64(i);
      const result = await signUpAction("en", { firstName: "Spray", lastName: "Bot", email: `bot${i}@ipv6.test`, password: "a-long-password-1", confirmPassword: "a-long-password-1" });
      answers.push(result.serverError?.code ?? (result.data?.ok ? "ok" : "other"));
    }
    expect(answers).toEqual([...Array(10).fill("ok"), "rateLimited", "rateLimited"]);
    request.peer = "2001:db8:30:2::1";
    expect((await signUpAction("en", { firstName: "Next", lastName: "Door", email: "neighbour@ipv6.test", password: "a-long-password-1", confirmPassword: "a-long-password-1" })).data).toEqual({ ok: true });
  });

  it("reset mails from rotating addresses of one /64 stop at the per-address limit", async () => {
    const answers: (string | undefined)[] = [];
    for (let i = 1; i <= 11; i++) {
      request.peer = inOneSlash64(i);
      answers.push((await requestPasswordResetAction("en", { email: `someone${i}@ipv6.test` })).serverError?.code ?? "ok");
    }
    expect(answers).toEqual([...Array(10).fill("ok"), "rateLimited"]);
  });
});
