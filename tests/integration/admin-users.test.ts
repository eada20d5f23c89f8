import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createUserAction } from "@/lib/actions/admin/create-user";
import { updateUserAction } from "@/lib/actions/admin/update-user";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { authenticateCredentials } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { getSessionUser } from "@/lib/auth/session";
import { listUsers } from "@/lib/data/admin-users";
import { userListQuerySchema } from "@/lib/schemas/admin-users";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// /admin/users against a real database: the list's search, filters and paging, and the admin
// actions with every validation message, the self-lockout rules and the role guard.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.0"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let db: TestDb;
let adminId: string;
const PASSWORD = "admin-test-password";

async function user(email: string, roles: ("admin" | "guest" | "team_member" | "planner" | "team")[], extra: { firstName?: string; status?: "active" | "inactive"; createdAt?: Date } = {}) {
  return db.prisma.user.create({
    data: {
      email,
      passwordHash: await hashPassword(PASSWORD),
      emailVerified: new Date(),
      status: extra.status ?? "active",
      createdAt: extra.createdAt,
      roles: { create: roles.map((role) => ({ role })) },
      profile: { create: { firstName: extra.firstName ?? null, lastName: "Tester" } },
    },
  });
}

async function signInAs(email: string) {
  request.cookies = new Map();
  request.ip++;
  expect((await signInAction("en", { email, password: PASSWORD })).data?.ok).toBe(true);
}

const newUser = { email: "New.Cleaner@Example.com", password: "secret1", firstName: "Nina", lastName: "Kalbermatten", roles: ["team_member" as const] };

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  adminId = (await user("boss@example.com", ["admin"], { firstName: "Boss", createdAt: new Date("2026-01-01T00:00:00Z") })).id;
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  // Every test signs in again; the brute-force counters must not add up over the file.
  await db.prisma.rateLimitHit.deleteMany();
  await signInAs("boss@example.com");
});

describe("the list", () => {
  beforeAll(async () => {
    for (let i = 0; i < 25; i++) await user(`guest${String(i).padStart(2, "0")}@example.com`, ["guest"], { createdAt: new Date(Date.UTC(2026, 1, 1 + i)) });
    await user("old-team@example.com", ["team"], { firstName: "Legacy", createdAt: new Date("2026-03-01T00:00:00Z") });
    await user("planner-inactive@example.com", ["planner"], { firstName: "Paula", status: "inactive", createdAt: new Date("2026-03-02T00:00:00Z") });
  });

  const query = (q: Record<string, string>) => userListQuerySchema.parse(q);

  it("pages through everyone, newest first", async () => {
    const first = await listUsers(query({}));
    expect(first.total).toBeGreaterThanOrEqual(28);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]?.email).toBe("planner-inactive@example.com");
    const second = await listUsers(query({ page: "2" }));
    expect(second.page).toBe(2);
    expect(second.rows.map((r) => r.email)).not.toContain(first.rows[0]?.email);
    // A page beyond the end shows the last one instead of nothing.
    expect((await listUsers(query({ page: "999" }))).page).toBe(first.pageCount);
  });

  it("searches names and e-mails, case-insensitively", async () => {
    expect((await listUsers(query({ q: "PAULA" }))).rows.map((r) => r.email)).toEqual(["planner-inactive@example.com"]);
    expect((await listUsers(query({ q: "guest07" }))).rows.map((r) => r.email)).toEqual(["guest07@example.com"]);
  });

  it("filters by role (legacy team counts as team_member) and by status", async () => {
    expect((await listUsers(query({ role: "team_member" }))).rows.map((r) => [r.email, r.roles])).toContainEqual(["old-team@example.com", ["team_member"]]);
    expect((await listUsers(query({ status: "inactive" }))).rows.map((r) => r.email)).toEqual(["planner-inactive@example.com"]);
    expect((await listUsers(query({ role: "planner", status: "active" }))).total).toBe(0);
  });

  it("falls back on nonsense in the URL instead of failing", () => {
    expect(query({ role: "root", status: "x", page: "-3", q: "y".repeat(500) })).toEqual({ q: "", role: "all", status: "all", page: 1 });
  });
});

describe("Add User", () => {
  it("creates a verified account with the chosen roles that can sign in at once", async () => {
    const result = await createUserAction("en", newUser);
    expect(result.data?.ok).toBe(true);
    const created = await db.prisma.user.findUniqueOrThrow({ where: { email: "new.cleaner@example.com" }, include: { roles: true, profile: true } });
    expect(created.emailVerified).not.toBeNull();
    expect(created.roles.map((r) => r.role)).toEqual(["team_member"]);
    expect(created.profile).toMatchObject({ firstName: "Nina", lastName: "Kalbermatten" });
    expect(await authenticateCredentials({ email: "new.cleaner@example.com", password: "secret1" }, "192.0.2.9")).toMatchObject({ ok: true });
  });

  it("gives every validation message and creates nothing", async () => {
    const before = await db.prisma.user.count();
    const empty = await createUserAction("en", { email: "", password: "", firstName: "", lastName: "", roles: [] });
    expect(empty.validationErrors?.fieldErrors).toEqual({
      email: ["Email is required"],
      password: ["Password is required"],
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      roles: ["At least one role is required"],
    });
    const bad = await createUserAction("de", { ...newUser, email: "not-an-email", password: "12345" });
    expect(bad.validationErrors?.fieldErrors).toEqual({ email: ["Ungültige E-Mail-Adresse"], password: ["Das Passwort muss mindestens 6 Zeichen lang sein"] });
    expect(await db.prisma.user.count()).toBe(before);
  });

  it("refuses an address that already has an account", async () => {
    const result = await createUserAction("fr", { ...newUser, email: "BOSS@example.com" });
    expect(result.serverError).toEqual({ code: "emailTaken", message: "Un compte existe déjà pour cette adresse e-mail" });
  });
});

describe("Edit User", () => {
  it("changes names, phone, colour, roles and status; the user feels it on the next request", async () => {
    const target = await user("edit-me@example.com", ["guest"], { firstName: "Old" });
    request.cookies = new Map();
    await signInAs("edit-me@example.com");
    const targetCookies = request.cookies;
    await signInAs("boss@example.com");

    const result = await updateUserAction("en", { id: target.id, firstName: "New", lastName: "Name", phone: "+41 27 000", roles: ["planner", "team_member"], status: "active", color: "#0e7490" });
    expect(result).toEqual({ data: { ok: true } });
    const saved = await db.prisma.user.findUniqueOrThrow({ where: { id: target.id }, include: { roles: true, profile: true } });
    expect(saved.roles.map((r) => r.role).sort()).toEqual(["planner", "team_member"]);
    expect(saved.profile).toMatchObject({ firstName: "New", lastName: "Name", phone: "+41 27 000", color: "#0e7490" });

    request.cookies = targetCookies;
    expect((await getSessionUser())?.roles).toEqual(["team_member", "planner"]);
    await signInAs("boss@example.com");
    await updateUserAction("en", { id: target.id, firstName: "New", lastName: "Name", phone: "", roles: ["guest"], status: "inactive", color: "" });
    request.cookies = targetCookies;
    expect(await getSessionUser()).toBeNull();
  });

  it("deactivating ends the user's sessions: after reactivation the old cookie is still signed out", async () => {
    const target = await user("deactivate-me@example.com", ["guest"], { firstName: "Dora" });
    await signInAs("deactivate-me@example.com");
    const oldCookies = request.cookies;
    expect((await getSessionUser())?.email).toBe("deactivate-me@example.com");
    const edit = { id: target.id, firstName: "Dora", lastName: "Imboden", phone: "", roles: ["guest" as const], color: "" };

    await signInAs("boss@example.com");
    expect(await updateUserAction("en", { ...edit, status: "inactive" })).toEqual({ data: { ok: true } });
    expect(await db.prisma.userSession.count({ where: { userId: target.id, revokedAt: null } })).toBe(0);
    expect(await updateUserAction("en", { ...edit, status: "active" })).toEqual({ data: { ok: true } });

    request.cookies = oldCookies;
    expect(await getSessionUser()).toBeNull();
    // Signing in again works as for any active user.
    await signInAs("deactivate-me@example.com");
    expect((await getSessionUser())?.email).toBe("deactivate-me@example.com");
  });

  it("keeps an admin from removing their own admin role or deactivating themselves", async () => {
    const base = { id: adminId, firstName: "Boss", lastName: "Tester", phone: "", color: "" };
    expect((await updateUserAction("en", { ...base, roles: ["guest"], status: "active" })).serverError).toEqual({
      code: "cannotRemoveOwnAdmin",
      message: "You cannot remove your own admin role.",
    });
    expect((await updateUserAction("en", { ...base, roles: ["admin"], status: "inactive" })).serverError?.code).toBe("cannotDeactivateSelf");
    const me = await db.prisma.user.findUniqueOrThrow({ where: { id: adminId }, include: { roles: true } });
    expect(me.status).toBe("active");
    expect(me.roles.map((r) => r.role)).toEqual(["admin"]);
  });

  it("validates every field", async () => {
    const target = await user("validate@example.com", ["guest"]);
    const result = await updateUserAction("en", { id: target.id, firstName: "", lastName: "", phone: "9".repeat(41), roles: [], status: "active", color: "green" });
    expect(result.validationErrors?.fieldErrors).toEqual({
      firstName: ["First name is required"],
      lastName: ["Last name is required"],
      phone: ["Phone number must be at most 40 characters"],
      roles: ["At least one role is required"],
      color: ["Choose a colour like #1f5f3f"],
    });
  });

  it("answers for a user that does not exist", async () => {
    const result = await updateUserAction("en", { id: "00000000-0000-4000-8000-000000000000", firstName: "A", lastName: "B", phone: "", roles: ["guest"], status: "active", color: "" });
    expect(result.serverError?.code).toBe("userNotFound");
  });
});

describe("who may", () => {
  it("refuses both actions to anonymous callers and to every non-admin role, changing nothing", async () => {
    const victim = await user("victim@example.com", ["guest"], { firstName: "Victim" });
    const update = { id: victim.id, firstName: "Hacked", lastName: "X", phone: "", roles: ["admin" as const], status: "active" as const, color: "" };
    const create = { ...newUser, email: "intruder@example.com", roles: ["admin" as const] };

    request.cookies = new Map();
    expect((await createUserAction("en", create)).serverError?.code).toBe("signInRequired");
    expect((await updateUserAction("en", update)).serverError?.code).toBe("signInRequired");
    for (const role of ["guest", "team_member", "planner"] as const) {
      await user(`${role}-caller@example.com`, [role]);
      await signInAs(`${role}-caller@example.com`);
      expect((await createUserAction("en", create)).serverError?.code).toBe("forbidden");
      expect((await updateUserAction("en", update)).serverError?.code).toBe("forbidden");
    }
    expect(await db.prisma.user.count({ where: { email: "intruder@example.com" } })).toBe(0);
    const after = await db.prisma.user.findUniqueOrThrow({ where: { id: victim.id }, include: { roles: true, profile: true } });
    expect(after.roles.map((r) => r.role)).toEqual(["guest"]);
    expect(after.profile?.firstName).toBe("Victim");
  });
});
