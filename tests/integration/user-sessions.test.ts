import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { encode } from "next-auth/jwt";
import { endAllSessionsAction } from "@/lib/actions/account/end-all-sessions";
import { endSessionAction } from "@/lib/actions/account/end-session";
import { resetPasswordAction } from "@/lib/actions/auth/reset-password";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { signOutAction } from "@/lib/actions/auth/sign-out";
import { jwtCallback } from "@/lib/auth/config";
import { hashPassword } from "@/lib/auth/password";
import { getSessionUser } from "@/lib/auth/session";
import { issueAuthToken } from "@/lib/auth/tokens";
import { listActiveSessions, SESSION_TOUCH_INTERVAL_MS } from "@/lib/data/user-sessions";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Server-side sessions (issue 20, finding 3): the JWT cookie carries a session id, and a cookie is
// only as good as its row in user_sessions. Signed in through the real sign-in action, cookies
// copied between "browsers" as a thief would copy them, and read back through next-auth's auth().

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.18.7"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const SECRET = "integration-test-secret-with-enough-length-1234567890";
const COOKIE = "authjs.session-token";
const PASSWORD = "user-sessions-password";
let db: TestDb;

async function createUser(email: string) {
  return db.prisma.user.create({
    data: { email, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date(), roles: { create: [{ role: "guest" }] } },
  });
}

/** Signs in from a fresh browser and returns its cookies (the request then carries them). */
async function signInAs(email: string): Promise<Map<string, string>> {
  request.cookies = new Map();
  request.ip++;
  const result = await signInAction("en", { email, password: PASSWORD });
  expect(result.data?.ok).toBe(true);
  expect(request.cookies.get(COOKIE)).toBeTruthy();
  return new Map(request.cookies);
}

/** Presents `cookies` (a copy) as the next request's cookies. */
function present(cookies: Map<string, string>) {
  request.cookies = new Map(cookies);
}

async function sessionIdOf(cookies: Map<string, string>): Promise<string> {
  present(cookies);
  const user = await getSessionUser();
  expect(user).not.toBeNull();
  return user!.sessionId;
}

beforeAll(async () => {
  process.env.AUTH_SECRET = SECRET;
  db = await createTestDb();
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(() => {
  request.cookies = new Map();
});

describe("signing in", () => {
  it("stores a session row with the device and address, and the cookie names it", async () => {
    const user = await createUser("row@example.com");
    const browser = await signInAs("row@example.com");
    const id = await sessionIdOf(browser);
    const row = await db.prisma.userSession.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ userId: user.id, revokedAt: null, sessionVersion: 0, ip: `198.18.7.${request.ip}` });
    expect(id.length).toBeGreaterThanOrEqual(43);
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);
  });

  it("gives a Google sign-in a session row too", async () => {
    const user = await createUser("google@example.com");
    await db.prisma.account.create({ data: { userId: user.id, type: "oidc", provider: "google", providerAccountId: "google-sub-1" } });
    const token = await jwtCallback({ token: {}, user: { id: "google-sub-1" }, account: { provider: "google", providerAccountId: "google-sub-1" } });
    expect(token.uid).toBe(user.id);
    expect(typeof token.sid).toBe("string");
    expect(await db.prisma.userSession.findUnique({ where: { id: token.sid as string } })).toMatchObject({ userId: user.id, revokedAt: null });
  });
});

describe("signing out", () => {
  it("ends the session: a copy of the cookie no longer authenticates", async () => {
    await createUser("signout@example.com");
    const browser = await signInAs("signout@example.com");
    const id = await sessionIdOf(browser);
    present(browser);
    expect((await signOutAction("en")).data).toEqual({ ok: true });
    present(browser);
    expect(await getSessionUser()).toBeNull();
    expect((await db.prisma.userSession.findUniqueOrThrow({ where: { id } })).revokedAt).not.toBeNull();
  });

  it("'sign out everywhere' ends every session of the user, and only theirs", async () => {
    await createUser("everywhere@example.com");
    await createUser("bystander@example.com");
    const laptop = await signInAs("everywhere@example.com");
    const phone = await signInAs("everywhere@example.com");
    const bystander = await signInAs("bystander@example.com");
    present(laptop);
    expect((await endAllSessionsAction("en")).data).toEqual({ ok: true });
    for (const browser of [laptop, phone]) {
      present(browser);
      expect(await getSessionUser()).toBeNull();
    }
    present(bystander);
    expect(await getSessionUser()).not.toBeNull();
  });
});

describe("the profile's list of sessions", () => {
  it("lists the live sessions, this one marked, and ends another one", async () => {
    const user = await createUser("list@example.com");
    const laptop = await signInAs("list@example.com");
    const phone = await signInAs("list@example.com");
    const laptopId = await sessionIdOf(laptop);
    const phoneId = await sessionIdOf(phone);
    const sessions = await listActiveSessions(user.id, laptopId);
    expect(sessions.map((s) => [s.id, s.current]).sort()).toEqual([[laptopId, true], [phoneId, false]].sort());

    present(laptop);
    expect((await endSessionAction("en", { sessionId: phoneId })).data).toEqual({ ok: true, endedCurrent: false });
    present(phone);
    expect(await getSessionUser()).toBeNull();
    present(laptop);
    expect(await getSessionUser()).not.toBeNull();
    expect((await listActiveSessions(user.id, laptopId)).map((s) => s.id)).toEqual([laptopId]);
  });

  it("refuses to end another user's session and changes nothing", async () => {
    await createUser("owner@example.com");
    await createUser("intruder@example.com");
    const victim = await signInAs("owner@example.com");
    const victimId = await sessionIdOf(victim);
    const intruder = await signInAs("intruder@example.com");
    present(intruder);
    const result = await endSessionAction("en", { sessionId: victimId });
    expect(result.serverError?.code).toBe("sessionNotFound");
    expect((await db.prisma.userSession.findUniqueOrThrow({ where: { id: victimId } })).revokedAt).toBeNull();
    present(victim);
    expect(await getSessionUser()).not.toBeNull();
  });

  it("refuses anonymous callers", async () => {
    expect((await endSessionAction("en", { sessionId: "x".repeat(43) })).serverError?.code).toBe("signInRequired");
    expect((await endAllSessionsAction("en")).serverError?.code).toBe("signInRequired");
  });
});

describe("a password reset", () => {
  async function resetLink(userId: string): Promise<string> {
    return db.prisma.$transaction((tx) => issueAuthToken(tx, userId, "password_reset"));
  }
  const newPassword = { password: "a-brand-new-password-7", confirmPassword: "a-brand-new-password-7" };

  it("keeps the session of the browser that changed it and ends every other one", async () => {
    const user = await createUser("reset-keep@example.com");
    const mine = await signInAs("reset-keep@example.com");
    const thief = await signInAs("reset-keep@example.com");
    present(mine);
    expect((await resetPasswordAction("en", { token: await resetLink(user.id), ...newPassword })).data).toEqual({ ok: true });
    present(thief);
    expect(await getSessionUser()).toBeNull();
    present(mine);
    expect(await getSessionUser()).toMatchObject({ id: user.id });
  });

  it("from a signed-out browser ends every session", async () => {
    const user = await createUser("reset-all@example.com");
    const one = await signInAs("reset-all@example.com");
    request.cookies = new Map();
    expect((await resetPasswordAction("en", { token: await resetLink(user.id), ...newPassword })).data).toEqual({ ok: true });
    present(one);
    expect(await getSessionUser()).toBeNull();
  });
});

describe("the per-request check", () => {
  it("updates 'last seen' at most every few minutes", async () => {
    await createUser("touch@example.com");
    const browser = await signInAs("touch@example.com");
    const id = await sessionIdOf(browser);
    const lastSeen = async () => (await db.prisma.userSession.findUniqueOrThrow({ where: { id } })).lastSeenAt.getTime();
    const first = await lastSeen();
    await new Promise((resolve) => setTimeout(resolve, 20));
    present(browser);
    await getSessionUser();
    expect(await lastSeen()).toBe(first);

    const earlier = new Date(Date.now() - SESSION_TOUCH_INTERVAL_MS - 1000);
    await db.prisma.userSession.update({ where: { id }, data: { lastSeenAt: earlier } });
    await getSessionUser();
    const touched = await lastSeen();
    expect(touched).toBeGreaterThan(Date.now() - 5000);
    await getSessionUser();
    expect(await lastSeen()).toBe(touched);
  });

  it("refuses an expired session and one whose account's session version moved on", async () => {
    const user = await createUser("expired@example.com");
    const browser = await signInAs("expired@example.com");
    const id = await sessionIdOf(browser);
    await db.prisma.userSession.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    present(browser);
    expect(await getSessionUser()).toBeNull();
    await db.prisma.userSession.update({ where: { id }, data: { expiresAt: new Date(Date.now() + 3600_000) } });
    expect(await getSessionUser()).not.toBeNull();
    await db.prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await getSessionUser()).toBeNull();
  });

  it("treats a token issued before session ids (user id and version only) as signed out", async () => {
    const user = await createUser("old-token@example.com");
    const token = await encode({ token: { uid: user.id, sv: 0, sub: user.id }, secret: SECRET, salt: COOKIE });
    request.cookies = new Map([[COOKIE, token]]);
    expect(await getSessionUser()).toBeNull();
  });

  it("refuses a valid session id under another user's id", async () => {
    const victim = await createUser("forge-victim@example.com");
    const attacker = await createUser("forge-attacker@example.com");
    const browser = await signInAs("forge-attacker@example.com");
    const sid = await sessionIdOf(browser);
    const token = await encode({ token: { uid: victim.id, sid, sub: attacker.id }, secret: SECRET, salt: COOKIE });
    request.cookies = new Map([[COOKIE, token]]);
    expect(await getSessionUser()).toBeNull();
  });
});
