import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { authenticateCredentials } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { createUserSession } from "@/lib/data/user-sessions";
import { getBoss, QUEUES, stopBoss } from "@/lib/jobs/queue";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Sign-in throttling against a real database (issue 20): only failures count, per account and
// address tightly, per account loosely (never for an address without failures), per address
// across accounts; the owner is warned once. Most calls go straight to authenticateCredentials
// with an explicit address and clock; one goes through the action for the translated message.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.20"));

const PASSWORD = "correct-horse-battery";
const OWNER = "owner@throttle.test";
let db: TestDb;
let clock: Date;

const A = "203.0.113.1";
const B = "203.0.113.2";
const minutes = (n: number) => n * 60_000;
function advance(ms: number): Date {
  clock = new Date(clock.getTime() + ms);
  return clock;
}
const attempt = (password: string, ip: string, email = OWNER) => authenticateCredentials({ email, password }, ip, clock);
const reason = async (password: string, ip: string, email = OWNER) => {
  const outcome = await attempt(password, ip, email);
  return outcome.ok ? "ok" : outcome.reason === "rateLimited" ? `rateLimited:${outcome.minutes}` : outcome.reason;
};

async function attackJobs(email: string) {
  return db.prisma.$queryRaw<{ data: { kind: string; email: string } }[]>`
    SELECT data FROM pgboss.job WHERE name = ${QUEUES.accountMail} AND data->>'kind' = 'signInAttack' AND data->>'email' = ${email}`;
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  await db.prisma.user.create({
    data: { email: OWNER, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date(), roles: { create: [{ role: "admin" }] }, profile: { create: { firstName: "Olga" } } },
  });
});

afterAll(async () => {
  await stopBoss();
  await db?.drop();
});

beforeEach(async () => {
  await getBoss(); // creates pg-boss's tables, which the warning tests read
  await db.prisma.$executeRaw`DELETE FROM pgboss.job WHERE name = ${QUEUES.accountMail}`;
  await db.prisma.rateLimitHit.deleteMany();
  clock = new Date("2027-05-03T08:00:00.000Z");
});

describe("only failures count", () => {
  it("lets 11 correct sign-ins in a row through, and records nothing for them", async () => {
    for (let i = 0; i < 11; i++) {
      expect(await reason(PASSWORD, A)).toBe("ok");
      advance(1_000);
    }
    expect(await db.prisma.rateLimitHit.count()).toBe(0);
  });

  it("a successful sign-in does not count and forgets the address's earlier failures on the account", async () => {
    for (let i = 0; i < 4; i++) expect(await reason(`typo-${i}`, A)).toBe("invalidCredentials");
    expect(await reason(PASSWORD, A)).toBe("ok");
    // Five more typos are all checked: the four before the success are gone, the success never counted.
    for (let i = 0; i < 5; i++) expect(await reason(`typo-again-${i}`, A)).toBe("invalidCredentials");
    expect(await reason("one-more", A)).toBe("rateLimited:1");
  });
});

describe("per account and address", () => {
  it("refuses after 5 failures with a wait that doubles after each further failure, for the right password too", async () => {
    for (let i = 0; i < 5; i++) expect(await reason(`guess-${i}`, A)).toBe("invalidCredentials");
    expect(await reason(PASSWORD, A)).toBe("rateLimited:1");
    advance(minutes(1));
    expect(await reason("guess-5", A)).toBe("invalidCredentials");
    expect(await reason("guess-6", A)).toBe("rateLimited:2");
    advance(minutes(2));
    expect(await reason("guess-6", A)).toBe("invalidCredentials");
    expect(await reason("guess-7", A)).toBe("rateLimited:4");
    advance(minutes(4));
    expect(await reason("guess-7", A)).toBe("invalidCredentials");
    expect(await reason("guess-8", A)).toBe("rateLimited:8");
    // Refused attempts checked nothing and do not count: the wait does not grow while refused.
    expect(await reason("guess-8", A)).toBe("rateLimited:8");
    expect(await db.prisma.rateLimitHit.aggregate({ _sum: { count: true }, where: { key: { startsWith: "sign-in-fail:pair:" } } })).toEqual({ _sum: { count: 8 } });
  });

  it("tells the wait in the translated message", async () => {
    request.cookies = new Map();
    for (let i = 0; i < 5; i++) await authenticateCredentials({ email: OWNER, password: `guess-${i}` }, "198.19.20.77", new Date());
    request.ip = 77;
    const refused = await signInAction("fr", { email: OWNER, password: PASSWORD });
    expect(refused.serverError).toEqual({ code: "rateLimited", message: "Trop de tentatives. Veuillez réessayer dans 1 minute." });
    request.ip = 78;
    expect((await signInAction("fr", { email: OWNER, password: PASSWORD })).data?.ok).toBe(true);
  });
});

describe("an attack on the account from elsewhere", () => {
  it("does not stop the owner signing in from another address", async () => {
    // Ten wrong passwords from A within 31 minutes, each after the wait the one before earned.
    for (let i = 0; i < 10; i++) {
      expect(await reason(`guess-${i}`, A)).toBe("invalidCredentials");
      if (i >= 4 && i < 9) advance(minutes(2 ** (i - 4)));
    }
    expect(await reason("guess-10", A)).toBe("rateLimited:32");
    expect(await reason(PASSWORD, A)).toBe("rateLimited:32");
    expect(await reason(PASSWORD, B)).toBe("ok");
  });

  it("from many addresses is slowed by the account-wide limit, with a capped wait, while a fresh address still gets in", async () => {
    const bot = (i: number) => `192.0.2.${i}`;
    for (let i = 1; i <= 20; i++) expect(await reason(`guess-${i}`, bot(i))).toBe("invalidCredentials");
    // 20 failures on the account: an address that has failed must wait, 1, 2, 4 … minutes after the last failure.
    expect(await reason("again", bot(1))).toBe("rateLimited:1");
    advance(minutes(1));
    expect(await reason("again", bot(1))).toBe("invalidCredentials");
    expect(await reason("again", bot(2))).toBe("rateLimited:2");
    for (let i = 2; i <= 5; i++) {
      advance(minutes(2 ** (i - 1)));
      expect(await reason("again", bot(i))).toBe("invalidCredentials");
    }
    // The wait stops growing at 15 minutes: the account is slowed, never closed.
    expect(await reason("again", bot(7))).toBe("rateLimited:15");
    advance(minutes(15));
    expect(await reason("again", bot(7))).toBe("invalidCredentials");
    // An address without failures is not held back by the account's count: the owner signs in.
    expect(await reason(PASSWORD, B)).toBe("ok");
  });
});

describe("strangers' failures never cost the owner more than the strangers' own addresses", () => {
  it("the owner, who failed once from an address they signed in from before, still signs in there while strangers fail 30 times elsewhere", async () => {
    const owner = await db.prisma.user.findUniqueOrThrow({ where: { email: OWNER } });
    await db.prisma.userSession.deleteMany();
    await createUserSession(owner.id, { userAgent: "Firefox", ip: A }, new Date(clock.getTime() - minutes(60 * 24 * 3)));
    expect(await reason("a-typo", A)).toBe("invalidCredentials");
    const stranger = (i: number) => `192.0.2.${i}`;
    for (let i = 1; i <= 30; i++) expect(await reason(`guess-${i}`, stranger(i))).toBe("invalidCredentials");
    // The account-wide limit still holds back every stranger address that has failed …
    expect(await reason("again", stranger(1))).toBe("rateLimited:15");
    // … but not the owner's address, which has failed once itself.
    expect(await reason(PASSWORD, A)).toBe("ok");
  });

  it("an address of the owner's /64 is the owner's, and an address never signed in from is held back like a stranger's", async () => {
    const owner = await db.prisma.user.findUniqueOrThrow({ where: { email: OWNER } });
    await db.prisma.userSession.deleteMany();
    await createUserSession(owner.id, { userAgent: "Safari", ip: "2001:db8:77:1::10" }, new Date(clock.getTime() - minutes(60)));
    expect(await reason("a-typo", "2001:db8:77:1::abcd")).toBe("invalidCredentials");
    expect(await reason("a-typo", B)).toBe("invalidCredentials");
    for (let i = 1; i <= 30; i++) expect(await reason(`guess-${i}`, `192.0.2.${i}`)).toBe("invalidCredentials");
    expect(await reason(PASSWORD, "2001:db8:77:1::beef")).toBe("ok");
    expect(await reason(PASSWORD, B)).toBe("rateLimited:15");
  });
});

describe("per address across accounts (password spraying)", () => {
  it("refuses an address after 30 failures on any accounts, and not another address", async () => {
    for (let i = 0; i < 30; i++) expect(await reason("Summer2027!", A, `user${i}@throttle.test`)).toBe("invalidCredentials");
    expect(await reason("Summer2027!", A, "user30@throttle.test")).toBe("rateLimited:1");
    expect(await reason(PASSWORD, A)).toBe("rateLimited:1");
    expect(await reason(PASSWORD, B)).toBe("ok");
  });
});

describe("the owner's warning", () => {
  it("queues one warning per attack, and the job mails the owner once, in their language", async () => {
    await db.prisma.mailOutbox.create({ data: { toAddress: OWNER, subject: "earlier", textBody: "earlier", template: "test", locale: "fr", createdAt: new Date("2027-01-01T00:00:00Z") } });
    for (let i = 0; i < 9; i++) await attempt(`guess-${i}`, `192.0.2.${100 + i}`);
    expect(await attackJobs(OWNER)).toHaveLength(0);
    for (let i = 9; i < 20; i++) await attempt(`guess-${i}`, `192.0.2.${100 + i}`);
    const jobs = await attackJobs(OWNER);
    expect(jobs).toHaveLength(1);

    const { runAccountMailJob } = await import("@/lib/jobs/account-mail");
    await runAccountMailJob(jobs[0]?.data);
    const mails = await db.prisma.mailOutbox.findMany({ where: { template: "account-sign-in-attack" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: OWNER, locale: "fr", subject: "Tentatives de connexion échouées sur votre compte Saastal Chalets" });
    expect(mails[0]?.textBody).toContain("Bonjour Olga,");
    expect(mails[0]?.textBody).toContain("/fr/auth/forgot-password");
  });

  it("queues the same warning job for an address without an account, which then mails nobody", async () => {
    const ghost = "ghost@throttle.test";
    for (let i = 0; i < 10; i++) await attempt(`guess-${i}`, `192.0.2.${150 + i}`, ghost);
    const jobs = await attackJobs(ghost);
    expect(jobs).toHaveLength(1);
    const before = await db.prisma.mailOutbox.count();
    const { runAccountMailJob } = await import("@/lib/jobs/account-mail");
    await runAccountMailJob(jobs[0]?.data);
    expect(await db.prisma.mailOutbox.count()).toBe(before);
  });
});
