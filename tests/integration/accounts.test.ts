import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { requestPasswordResetAction } from "@/lib/actions/auth/request-password-reset";
import { resetPasswordAction } from "@/lib/actions/auth/reset-password";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { signUpAction } from "@/lib/actions/auth/sign-up";
import { resendVerificationAction } from "@/lib/actions/auth/resend-verification";
import { authenticateCredentials } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { runAccountMailJob } from "@/lib/jobs/account-mail";
import { getBoss, QUEUES, stopBoss } from "@/lib/jobs/queue";
import { ACCOUNT_MAIL_TEMPLATES } from "@/lib/integrations/mail/templates/account";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { GET as verifyEmailRoute } from "@/app/api/account/verify-email/route";

// Sign-up with e-mail verification, sign-in (through next-auth's real credentials provider),
// password reset and the brute-force limits, against a real database. The mails are read back
// from the outbox, as a user would read them from their inbox.

const request = vi.hoisted(() => ({
  headers: new Headers(),
  cookies: new Map<string, string>(),
}));
vi.mock("next/headers", () => ({
  headers: async () => request.headers,
  cookies: async () => ({
    get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined),
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    has: (name: string) => request.cookies.has(name),
    set: (name: string, value: string) => void request.cookies.set(name, value),
    delete: (name: string) => void request.cookies.delete(name),
  }),
}));

let db: TestDb;
let ip = 0;
function callFrom(address = `198.51.100.${++ip}`) {
  request.headers = new Headers({ host: "localhost:3000", "x-saastal-peer": address, "x-forwarded-proto": "http" });
  request.cookies = new Map();
}

const signUp = {
  firstName: "Lena",
  lastName: "Zurbriggen",
  email: "Lena.Zurbriggen@Example.com",
  password: "alpine-meadow-42",
  confirmPassword: "alpine-meadow-42",
};

async function lastMail(template: string) {
  const mail = await db.prisma.mailOutbox.findFirst({ where: { template }, orderBy: { createdAt: "desc" } });
  if (!mail) throw new Error(`no ${template} mail`);
  return mail;
}

/** Runs the queued account-mail jobs as the worker would; returns how many there were. */
async function runAccountMailJobs(): Promise<number> {
  const boss = await getBoss();
  const jobs = await boss.fetch(QUEUES.accountMail, { batchSize: 100 });
  for (const job of jobs) await runAccountMailJob(job.data);
  if (jobs.length) await boss.complete(QUEUES.accountMail, jobs.map((job) => job.id));
  return jobs.length;
}

/** What a request wrote: counters, queued account-mail jobs, tokens and mails. */
async function writes() {
  const [jobs] = await db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUES.accountMail}`;
  return {
    counters: await db.prisma.rateLimitHit.count(),
    jobs: jobs?.n ?? 0,
    tokens: await db.prisma.authToken.count(),
    mails: await db.prisma.mailOutbox.count(),
  };
}

function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error("no link in the mail");
  return new URL(match[0]);
}

async function createUser(email: string, options: { verified?: boolean; status?: "active" | "inactive"; password?: string } = {}) {
  return db.prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(options.password ?? "correct-horse-battery"),
      emailVerified: options.verified === false ? null : new Date(),
      status: options.status ?? "active",
      roles: { create: [{ role: "guest" }] },
      profile: { create: { firstName: "Test" } },
    },
  });
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
});

afterAll(async () => {
  await stopBoss();
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.rateLimitHit.deleteMany();
  callFrom();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("sign-up and e-mail verification", () => {
  it("creates an unverified guest, mails a link that verifies once, and only then allows sign-in", async () => {
    const result = await signUpAction("en", signUp);
    expect(result).toEqual({ data: { ok: true } });

    const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "lena.zurbriggen@example.com" }, include: { roles: true, profile: true } });
    expect(user.emailVerified).toBeNull();
    expect(user.roles.map((r) => r.role)).toEqual(["guest"]);
    expect(user.profile).toMatchObject({ firstName: "Lena", lastName: "Zurbriggen" });

    const creds = { email: "lena.zurbriggen@example.com", password: "alpine-meadow-42" };
    expect(await authenticateCredentials(creds, "192.0.2.1")).toEqual({ ok: false, reason: "emailNotVerified" });

    const mail = await lastMail(ACCOUNT_MAIL_TEMPLATES.verifyEmail);
    expect(mail.toAddress).toBe("lena.zurbriggen@example.com");
    expect(mail.locale).toBe("en");
    expect(mail.subject).toBe("Please confirm your email address for Saastal Chalets");
    const link = linkIn(mail.textBody);
    expect(link.pathname).toBe("/api/account/verify-email");

    const first = await verifyEmailRoute(new Request(link));
    expect(first.status).toBe(303);
    expect(new URL(first.headers.get("location") ?? "").pathname + new URL(first.headers.get("location") ?? "").search).toBe("/en/auth?verified=ok");
    expect(await authenticateCredentials(creds, "192.0.2.1")).toMatchObject({ ok: true, user: { email: "lena.zurbriggen@example.com" } });

    const again = await verifyEmailRoute(new Request(link));
    expect(new URL(again.headers.get("location") ?? "").search).toBe("?verified=failed");
  });

  it("answers the same for an address that already has an account, creates nothing and tells its owner", async () => {
    await createUser("taken@example.com");
    const users = await db.prisma.user.count();
    const result = await signUpAction("de", { ...signUp, email: "taken@example.com" });
    expect(result).toEqual({ data: { ok: true } });
    expect(await db.prisma.user.count()).toBe(users);
    const mail = await lastMail(ACCOUNT_MAIL_TEMPLATES.alreadyRegistered);
    expect(mail.toAddress).toBe("taken@example.com");
    expect(mail.subject).toBe("Ihr Konto bei Saastal Chalets");
  });

  it("refuses different passwords and every invalid field with translated messages, storing nothing", async () => {
    const before = await db.prisma.user.count();
    const result = await signUpAction("fr", { firstName: " ", lastName: "", email: "nope", password: "short", confirmPassword: "different" });
    expect(result.validationErrors?.fieldErrors).toEqual({
      firstName: ["Le prénom est obligatoire"],
      lastName: ["Le nom est obligatoire"],
      email: ["Veuillez saisir une adresse e-mail valide"],
      password: ["Le mot de passe doit comporter au moins 8 caractères"],
      confirmPassword: ["Les mots de passe ne correspondent pas"],
    });
    expect(await db.prisma.user.count()).toBe(before);
  });

  it("limits sign-ups per e-mail", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-02-01T10:00:00Z"));
    const email = "flood@example.com";
    for (let i = 0; i < 3; i++) {
      callFrom();
      expect((await signUpAction("en", { ...signUp, email })).data).toEqual({ ok: true });
    }
    callFrom();
    const refused = await signUpAction("en", { ...signUp, email });
    expect(refused.serverError).toEqual({ code: "rateLimited", message: "Too many attempts. Please try again in 60 minutes." });
  });
});

describe("sign-in", () => {
  it("signs in through next-auth and sets the session cookie", async () => {
    await createUser("anna@example.com");
    const result = await signInAction("en", { email: " ANNA@example.com ", password: "correct-horse-battery" });
    expect(result).toEqual({ data: { ok: true, locale: "en" } });
    expect([...request.cookies.keys()]).toContain("authjs.session-token");
  });

  it("refuses a wrong password and an unknown address with the same message, and sets no cookie", async () => {
    await createUser("bruno@example.com");
    const wrong = await signInAction("en", { email: "bruno@example.com", password: "wrong-password" });
    const unknown = await signInAction("en", { email: "nobody@example.com", password: "wrong-password" });
    expect(wrong.serverError).toEqual({ code: "invalidCredentials", message: "Invalid email or password." });
    expect(unknown.serverError).toEqual(wrong.serverError);
    expect(request.cookies.has("authjs.session-token")).toBe(false);
  });

  it("refuses an unverified and an inactive account once the password is right", async () => {
    await createUser("new@example.com", { verified: false });
    await createUser("gone@example.com", { status: "inactive" });
    expect((await signInAction("de", { email: "new@example.com", password: "correct-horse-battery" })).serverError?.code).toBe("emailNotVerified");
    expect((await signInAction("de", { email: "gone@example.com", password: "correct-horse-battery" })).serverError).toEqual({
      code: "accountInactive",
      message: "Dieses Konto wurde deaktiviert. Bitte kontaktieren Sie uns.",
    });
    // A wrong password does not reveal the account's state.
    expect((await signInAction("de", { email: "gone@example.com", password: "nope-nope" })).serverError?.code).toBe("invalidCredentials");
  });

  // Throttling of failed attempts (only failures count; a stranger cannot lock the owner out):
  // tests/integration/sign-in-throttle.test.ts.
  it("lets the owner sign in again and again: successful sign-ins do not count", async () => {
    await createUser("often@example.com");
    for (let i = 0; i < 11; i++) {
      request.cookies = new Map();
      expect((await signInAction("en", { email: "often@example.com", password: "correct-horse-battery" })).data?.ok).toBe(true);
    }
  });

  it("limits attempts per address across accounts", async () => {
    callFrom("203.0.113.250");
    for (let i = 0; i < 30; i++) {
      request.cookies = new Map();
      await signInAction("en", { email: `user${i}@example.com`, password: "whatever-1" });
    }
    expect((await signInAction("en", { email: "other@example.com", password: "whatever-1" })).serverError?.code).toBe("rateLimited");
  });

  it("validates the form on the server too", async () => {
    const result = await signInAction("en", { email: "", password: "" });
    expect(result.validationErrors?.fieldErrors).toEqual({ email: ["Email is required"], password: ["Password is required"] });
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password and ends every other session", async () => {
    const user = await createUser("reset@example.com", { password: "old-password-1" });
    expect((await requestPasswordResetAction("en", { email: "reset@example.com" })).data).toEqual({ ok: true });
    expect(await runAccountMailJobs()).toBe(1);
    const mail = await lastMail(ACCOUNT_MAIL_TEMPLATES.passwordReset);
    expect(mail.toAddress).toBe("reset@example.com");
    const link = linkIn(mail.textBody);
    expect(link.pathname).toBe("/en/auth/reset-password");
    const token = link.searchParams.get("token") ?? "";

    const done = await resetPasswordAction("en", { token, password: "new-password-2", confirmPassword: "new-password-2" });
    expect(done).toEqual({ data: { ok: true } });
    const after = await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.sessionVersion).toBe(user.sessionVersion + 1);
    expect(await authenticateCredentials({ email: "reset@example.com", password: "old-password-1" }, null)).toMatchObject({ ok: false });
    expect(await authenticateCredentials({ email: "reset@example.com", password: "new-password-2" }, null)).toMatchObject({ ok: true });

    const reused = await resetPasswordAction("en", { token, password: "third-password-3", confirmPassword: "third-password-3" });
    expect(reused.serverError).toEqual({ code: "linkInvalid", message: "This link is invalid, expired or already used." });
  });

  it("does the same for an existing and an unknown address, and only the job mails, only the account", async () => {
    await createUser("known@example.com");
    await runAccountMailJobs();
    const outcome = async (email: string) => {
      callFrom();
      const before = await writes();
      const result = await requestPasswordResetAction("en", { email });
      const after = await writes();
      return { result, counters: after.counters - before.counters, jobs: after.jobs - before.jobs, tokens: after.tokens - before.tokens, mails: after.mails - before.mails };
    };
    const known = await outcome("known@example.com");
    const unknown = await outcome("ghost@example.com");
    // Same answer, same writes in the request: two counters (address, e-mail), one job, no token, no mail.
    expect(known).toEqual({ result: { data: { ok: true } }, counters: 2, jobs: 1, tokens: 0, mails: 0 });
    expect(unknown).toEqual(known);

    const mails = await db.prisma.mailOutbox.count();
    expect(await runAccountMailJobs()).toBe(2);
    expect(await db.prisma.mailOutbox.count()).toBe(mails + 1);
    expect(await db.prisma.mailOutbox.count({ where: { template: ACCOUNT_MAIL_TEMPLATES.passwordReset, toAddress: "known@example.com" } })).toBe(1);
  });

  it("expires the link after an hour, and a newer link replaces an older one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-04-01T08:00:00Z"));
    await createUser("late@example.com");
    await requestPasswordResetAction("en", { email: "late@example.com" });
    await runAccountMailJobs();
    const older = linkIn((await lastMail(ACCOUNT_MAIL_TEMPLATES.passwordReset)).textBody).searchParams.get("token") ?? "";
    callFrom();
    vi.setSystemTime(new Date("2027-04-01T08:01:00Z"));
    await requestPasswordResetAction("en", { email: "late@example.com" });
    await runAccountMailJobs();
    const newer = linkIn((await lastMail(ACCOUNT_MAIL_TEMPLATES.passwordReset)).textBody).searchParams.get("token") ?? "";
    expect(newer).not.toBe(older);
    const input = { password: "brand-new-pass", confirmPassword: "brand-new-pass" };
    expect((await resetPasswordAction("en", { token: older, ...input })).serverError?.code).toBe("linkInvalid");
    vi.setSystemTime(new Date("2027-04-01T09:01:01Z"));
    expect((await resetPasswordAction("en", { token: newer, ...input })).serverError?.code).toBe("linkInvalid");
  });

  it("refuses different passwords and malformed tokens", async () => {
    const result = await resetPasswordAction("en", { token: "x", password: "new-password-2", confirmPassword: "new-password-3" });
    expect(result.validationErrors?.fieldErrors).toEqual({
      token: ["This link is invalid, expired or already used."],
      confirmPassword: ["Passwords do not match"],
    });
  });
});

describe("verification link again", () => {
  it("does the same for an unverified, a verified and an unknown address, and the job mails only the unverified one", async () => {
    await createUser("pending@example.com", { verified: false });
    await createUser("done@example.com");
    await runAccountMailJobs();
    const outcome = async (email: string) => {
      callFrom();
      const before = await writes();
      const result = await resendVerificationAction("de", { email });
      const after = await writes();
      return { result, counters: after.counters - before.counters, jobs: after.jobs - before.jobs, tokens: after.tokens - before.tokens, mails: after.mails - before.mails };
    };
    const pending = await outcome("pending@example.com");
    expect(pending).toEqual({ result: { data: { ok: true } }, counters: 2, jobs: 1, tokens: 0, mails: 0 });
    expect(await outcome("done@example.com")).toEqual(pending);
    expect(await outcome("nobody-here@example.com")).toEqual(pending);

    const mails = await db.prisma.mailOutbox.count();
    expect(await runAccountMailJobs()).toBe(3);
    expect(await db.prisma.mailOutbox.count()).toBe(mails + 1);
    const mail = await db.prisma.mailOutbox.findFirstOrThrow({ where: { template: ACCOUNT_MAIL_TEMPLATES.verifyEmail, toAddress: "pending@example.com" } });
    expect(mail.locale).toBe("de");
    expect(linkIn(mail.textBody).pathname).toBe("/api/account/verify-email");
  });
});
