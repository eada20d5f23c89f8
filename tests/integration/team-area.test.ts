import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { assignCleaningAction } from "@/lib/actions/team-area/assign-cleaning";
import { unassignCleaningAction } from "@/lib/actions/team-area/unassign-cleaning";
import { hashPassword } from "@/lib/auth/password";
import { assignCleaning, listMyAssignments, listTeamMembers, readCalendar, unassignCleaning } from "@/lib/data/team-area";
import { calendarWindow } from "@/lib/domain/team-calendar";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The team area against a real database: the calendar's and the list's reads, the assignment
// actions with their role guard, and assign/unassign as idempotent set operations under races.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let db: TestDb;
const PASSWORD = "team-test-password";
const ids: Record<string, string> = {};
let dom: string;
let alphubel: string;
let stay: string;
let block: string;
let cancelled: string;
let next: string;

type StoredRole = "admin" | "guest" | "team_member" | "planner" | "team";
async function user(key: string, roles: StoredRole[], profile: { firstName: string; color?: string; phone?: string }) {
  const u = await db.prisma.user.create({
    data: { email: `${key}@team.test`, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date(), roles: { create: roles.map((role) => ({ role })) }, profile: { create: { ...profile, lastName: "Test" } } },
  });
  ids[key] = u.id;
}

async function signInAs(key: string | null) {
  request.cookies = new Map();
  request.ip = (request.ip % 250) + 1;
  await db.prisma.rateLimitHit.deleteMany();
  if (key) expect((await signInAction("en", { email: `${key}@team.test`, password: PASSWORD })).data?.ok).toBe(true);
}

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const assignmentCount = () => db.prisma.bookingAssignment.count({ where: { bookingId: stay } });

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  await user("admin", ["admin"], { firstName: "Andrea" });
  await user("cleaner", ["team_member"], { firstName: "Tamara", color: "#0e7490", phone: "+41 79 000 00 01" });
  await user("legacy", ["team"], { firstName: "Lea" });
  await user("planner", ["planner"], { firstName: "Paula" });
  await user("guest", ["guest"], { firstName: "Gina" });
  const property = (slug: string, name: string) => db.prisma.property.create({ data: { slug, name, location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 } });
  dom = (await property("chalet-dom", "Chalet Dom")).id;
  alphubel = (await property("chalet-alphubel", "Chalet Alphubel")).id;
  const booking = async (propertyId: string, arrival: string, departure: string, extra: { isBlockedBooking?: boolean; type?: "cancelled"; guestName?: string } = {}) =>
    (await db.prisma.booking.create({ data: { propertyId, arrival: d(arrival), departure: d(departure), guestName: extra.guestName ?? "Guest", ...extra } })).id;
  // Window for "today" 2026-11-24: 2026-11-23 .. 2026-12-22.
  await booking(dom, "2026-11-01", "2026-11-19", { guestName: "Long gone" });
  stay = await booking(dom, "2026-11-20", "2026-11-25", { guestName: "Anna" });
  next = await booking(dom, "2026-11-27", "2026-12-01", { guestName: "Ben" });
  cancelled = await booking(alphubel, "2026-11-24", "2026-11-26", { type: "cancelled", guestName: "Cancelled" });
  block = await booking(alphubel, "2026-12-20", "2027-01-05", { isBlockedBooking: true, guestName: "Owner" });
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await db.prisma.bookingAssignment.deleteMany();
});

describe("reads", () => {
  it("lists active team users of every team role with their colour, by name", async () => {
    const rows = await listTeamMembers();
    expect(rows.map((r) => r.name)).toEqual(["Andrea Test", "Lea Test", "Paula Test", "Tamara Test"]);
    const tamara = rows.find((r) => r.name === "Tamara Test");
    expect(tamara).toMatchObject({ colour: "#0e7490", initials: "TT", phone: "+41 79 000 00 01", roles: ["team_member"] });
    expect(rows.find((r) => r.name === "Lea Test")?.roles).toEqual(["team_member"]);
  });

  it("reads the calendar: live overlapping bookings with cleaners and the next arrival", async () => {
    await assignCleaning(stay, ids.cleaner!);
    const data = await readCalendar(calendarWindow(new Date("2026-11-24T12:00:00Z")));
    expect(data.properties.map((p) => p.name)).toEqual(["Chalet Alphubel", "Chalet Dom"]);
    expect(data.bookings.map((b) => b.guestName).sort()).toEqual(["Anna", "Ben", "Owner"]);
    const anna = data.bookings.find((b) => b.id === stay);
    expect(anna).toMatchObject({ nextArrival: "2026-11-27", checkOut: "10:00", isBlocked: false });
    expect(anna?.assignees.map((a) => a.name)).toEqual(["Tamara Test"]);
    expect(data.bookings.find((b) => b.id === block)).toMatchObject({ isBlocked: true, nextArrival: null });
    expect(data.bookings.some((b) => b.id === cancelled)).toBe(false);
  });

  it("lists my assignments from a week back, by departure", async () => {
    await assignCleaning(next, ids.cleaner!);
    await assignCleaning(stay, ids.cleaner!);
    await assignCleaning(stay, ids.planner!);
    const mine = await listMyAssignments(ids.cleaner!, "2026-11-24");
    expect(mine.map((b) => b.id)).toEqual([stay, next]);
    expect(mine[0]?.assignees).toHaveLength(2);
    expect(await listMyAssignments(ids.cleaner!, "2026-12-09")).toEqual([]);
    expect((await listMyAssignments(ids.cleaner!, "2026-12-08")).map((b) => b.id)).toEqual([next]);
  });
});

describe("the assignment actions", () => {
  it.each([
    [null, "signInRequired"],
    ["guest", "forbidden"],
  ] as const)("refuses %s and changes nothing", async (caller, code) => {
    await signInAs(caller);
    expect((await assignCleaningAction("en", { bookingId: stay, userId: ids.cleaner! })).serverError?.code).toBe(code);
    expect(await assignmentCount()).toBe(0);
    await assignCleaning(stay, ids.cleaner!);
    expect((await unassignCleaningAction("en", { bookingId: stay, userId: ids.cleaner! })).serverError?.code).toBe(code);
    expect(await assignmentCount()).toBe(1);
  });

  it.each(["cleaner", "legacy", "planner", "admin"])("lets %s assign and remove anyone", async (caller) => {
    await signInAs(caller);
    const assigned = await assignCleaningAction("en", { bookingId: stay, userId: ids.admin! });
    expect(assigned.serverError).toBeUndefined();
    expect(assigned.data?.assignees.map((a) => a.id)).toEqual([ids.admin]);
    const removed = await unassignCleaningAction("en", { bookingId: stay, userId: ids.admin! });
    expect(removed.data?.assignees).toEqual([]);
    expect(await assignmentCount()).toBe(0);
  });

  it("refuses a guest as cleaner, a cancelled booking and malformed ids", async () => {
    await signInAs("cleaner");
    expect((await assignCleaningAction("en", { bookingId: stay, userId: ids.guest! })).serverError).toEqual({ code: "userNotAssignable", message: "This person is not an active team member." });
    expect((await assignCleaningAction("en", { bookingId: cancelled, userId: ids.cleaner! })).serverError?.code).toBe("bookingNotFound");
    const invalid = await assignCleaningAction("en", { bookingId: "nope", userId: ids.cleaner! });
    expect(invalid.validationErrors?.fieldErrors.bookingId).toEqual(["The request was not valid. Please check your input."]);
    expect(await db.prisma.bookingAssignment.count()).toBe(0);
  });

  it("answers in the caller's language", async () => {
    await signInAs("cleaner");
    expect((await assignCleaningAction("de", { bookingId: cancelled, userId: ids.cleaner! })).serverError?.message).toBe("Diese Buchung existiert nicht mehr oder wurde storniert.");
  });
});

describe("concurrent toggles", () => {
  it("many simultaneous assigns leave exactly one row and no error", async () => {
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => assignCleaning(stay, ids.cleaner!)));
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await assignmentCount()).toBe(1);
  });

  it("simultaneous unassigns all succeed and leave none", async () => {
    await assignCleaning(stay, ids.cleaner!);
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => unassignCleaning(stay, ids.cleaner!)));
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await assignmentCount()).toBe(0);
  });

  it("interleaved assigns and unassigns end in a consistent state (0 or 1 rows)", async () => {
    const ops = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? assignCleaning(stay, ids.cleaner!) : unassignCleaning(stay, ids.cleaner!)));
    const results = await Promise.allSettled(ops);
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await assignmentCount()).toBeLessThanOrEqual(1);
    await assignCleaning(stay, ids.cleaner!);
    expect(await assignmentCount()).toBe(1);
  });

  it("two people toggling through the actions at once see the same final state", async () => {
    await signInAs("planner");
    const both = await Promise.all([assignCleaningAction("en", { bookingId: stay, userId: ids.cleaner! }), assignCleaningAction("en", { bookingId: stay, userId: ids.cleaner! })]);
    expect(both.map((r) => r.serverError)).toEqual([undefined, undefined]);
    expect(both.map((r) => r.data?.assignees.length)).toEqual([1, 1]);
    expect(await assignmentCount()).toBe(1);
  });
});
