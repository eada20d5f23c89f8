import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { updateProfileAction } from "@/lib/actions/account/update-profile";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { roleClient } from "@/lib/actions/client";
import { hashPassword } from "@/lib/auth/password";
import { authorizeRequest, getSessionUser } from "@/lib/auth/session";
import { ADMIN_ONLY, TEAM_AREA } from "@/lib/domain/access";
import { GET as meRoute } from "@/app/api/me/route";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The session choke point with next-auth's real cookies: signed in through the real sign-in
// action, the cookie then read back by next-auth's auth(), and the account checked against the
// database on every read (roles, status, session version).

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.18.0"));
// React's cache() memoises per request in Next; here every call is its own "request".
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let db: TestDb;
const PASSWORD = "session-test-password";

async function createUser(email: string, roles: ("admin" | "guest" | "team_member" | "planner")[]) {
  return db.prisma.user.create({
    data: { email, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date(), roles: { create: roles.map((role) => ({ role })) } },
  });
}

async function signInAs(email: string) {
  request.cookies = new Map();
  request.ip++;
  const result = await signInAction("en", { email, password: PASSWORD });
  expect(result.data?.ok).toBe(true);
}

const adminOnlyAction = roleClient(ADMIN_ONLY)
  .metadata({ actionName: "testAdminOnly", messages: "auth" })
  .inputSchema(z.object({ value: z.string() }))
  .action(async ({ parsedInput, ctx }) => ({ echoed: parsedInput.value, by: ctx.user.email }));

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(() => {
  request.cookies = new Map();
});

describe("getSessionUser", () => {
  it("is null without a cookie and with a forged one", async () => {
    expect(await getSessionUser()).toBeNull();
    request.cookies.set("authjs.session-token", "forged.token.value");
    expect(await getSessionUser()).toBeNull();
  });

  it("reads the current roles from the database on every request", async () => {
    const user = await createUser("roles@example.com", ["guest"]);
    await signInAs("roles@example.com");
    expect(await getSessionUser()).toMatchObject({ id: user.id, email: "roles@example.com", roles: ["guest"] });
    // The legacy value "team" (still stored by old data) is read as team_member.
    await db.prisma.userRole.create({ data: { userId: user.id, role: "team" } });
    expect((await getSessionUser())?.roles).toEqual(["team_member", "guest"]);
    await db.prisma.userRole.deleteMany({ where: { userId: user.id } });
    expect((await getSessionUser())?.roles).toEqual([]);
  });

  it("ends at once when the account is deactivated or its session version moves on", async () => {
    const user = await createUser("ends@example.com", ["guest"]);
    await signInAs("ends@example.com");
    expect(await getSessionUser()).not.toBeNull();
    await db.prisma.user.update({ where: { id: user.id }, data: { status: "inactive" } });
    expect(await getSessionUser()).toBeNull();
    await db.prisma.user.update({ where: { id: user.id }, data: { status: "active" } });
    expect(await getSessionUser()).not.toBeNull();
    await db.prisma.user.update({ where: { id: user.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await getSessionUser()).toBeNull();
  });
});

describe("guards", () => {
  it("answers route handlers with 401 and 403", async () => {
    expect(await authorizeRequest(TEAM_AREA)).toEqual({ ok: false, status: 401 });
    await createUser("guard-guest@example.com", ["guest"]);
    await signInAs("guard-guest@example.com");
    expect(await authorizeRequest(TEAM_AREA)).toEqual({ ok: false, status: 403 });
    await createUser("guard-planner@example.com", ["planner"]);
    await signInAs("guard-planner@example.com");
    expect(await authorizeRequest(TEAM_AREA)).toMatchObject({ ok: true });
  });

  it("refuses role actions to anonymous callers and to users without the role", async () => {
    expect((await adminOnlyAction("en", { value: "x" })).serverError).toEqual({ code: "signInRequired", message: "Please sign in first." });
    await createUser("not-admin@example.com", ["team_member", "planner"]);
    await signInAs("not-admin@example.com");
    expect((await adminOnlyAction("de", { value: "x" })).serverError).toEqual({ code: "forbidden", message: "Dazu sind Sie nicht berechtigt." });
    await createUser("admin-user@example.com", ["admin"]);
    await signInAs("admin-user@example.com");
    expect((await adminOnlyAction("en", { value: "x" })).data).toEqual({ echoed: "x", by: "admin-user@example.com" });
  });
});

describe("profile", () => {
  const values = { firstName: "Mia", lastName: "Supersaxo", phone: "+41 79 000 00 00", address: "Dorfstrasse 1", zip: "3906", city: "Saas-Fee", country: "Switzerland", companyName: "" };

  it("changes nothing for an anonymous caller", async () => {
    const before = await db.prisma.userProfile.count();
    expect((await updateProfileAction("en", values)).serverError?.code).toBe("signInRequired");
    expect(await db.prisma.userProfile.count()).toBe(before);
  });

  it("saves the signed-in user's own profile, empty fields as null", async () => {
    const user = await createUser("profile@example.com", ["guest"]);
    await signInAs("profile@example.com");
    expect(await updateProfileAction("en", values)).toEqual({ data: { ok: true } });
    expect(await db.prisma.userProfile.findUnique({ where: { userId: user.id } })).toMatchObject({ ...values, companyName: null });
    expect((await db.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).name).toBe("Mia Supersaxo");
  });

  it("refuses over-long fields with translated messages", async () => {
    await createUser("long@example.com", ["guest"]);
    await signInAs("long@example.com");
    const result = await updateProfileAction("fr", { ...values, firstName: "x".repeat(101), city: "y".repeat(101) });
    expect(result.validationErrors?.fieldErrors).toEqual({ firstName: ["Le prénom doit comporter au plus 100 caractères"], city: ["Ce champ est trop long"] });
  });
});

describe("/api/me", () => {
  it("tells the top bar whether someone is signed in and where 'Dashboard' leads", async () => {
    expect(await (await meRoute()).json()).toEqual({ signedIn: false });
    const user = await createUser("me@example.com", ["admin"]);
    await signInAs("me@example.com");
    // An admin with no remembered page starts the day on the dashboard.
    expect(await (await meRoute()).json()).toEqual({ signedIn: true, dashboardPath: "/admin/dashboard" });
    await db.prisma.userProfile.create({ data: { userId: user.id, lastDashboardPage: "/admin/users" } });
    expect(await (await meRoute()).json()).toEqual({ signedIn: true, dashboardPath: "/admin/users" });
    await db.prisma.userProfile.update({ where: { userId: user.id }, data: { lastDashboardPage: "//evil.example" } });
    expect(await (await meRoute()).json()).toEqual({ signedIn: true, dashboardPath: "/admin/dashboard" });
  });
});
