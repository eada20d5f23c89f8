import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/ical/[file]/route";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { regenerateIcalSecretAction } from "@/lib/actions/team-area/regenerate-ical-secret";
import { hashPassword } from "@/lib/auth/password";
import { ensureIcalSecret } from "@/lib/data/team-ical";
import { addDays, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { unescapeText, unfoldLines } from "@/lib/domain/ical";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The private iCal feed: served for a valid secret, 404 for anything else, and a regenerated
// secret invalidates the old URL at once. Bookings are relative to the real today, because the
// route reads the clock.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

let db: TestDb;
const PASSWORD = "team-test-password";
let cleanerId: string;
let guestId: string;
let assignmentId: string;
const today = todayIn(SITE_TIME_ZONE, new Date());
const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function signInAs(email: string | null) {
  request.cookies = new Map();
  request.ip = (request.ip % 250) + 1;
  await db.prisma.rateLimitHit.deleteMany();
  if (email) expect((await signInAction("en", { email, password: PASSWORD })).data?.ok).toBe(true);
}

function fetchFeed(file: string, lang = "") {
  return GET(new Request(`http://localhost:3000/api/ical/${file}${lang}`), { params: Promise.resolve({ file }) });
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  const passwordHash = await hashPassword(PASSWORD);
  cleanerId = (await db.prisma.user.create({ data: { email: "cleaner@ical.test", passwordHash, emailVerified: new Date(), roles: { create: [{ role: "team_member" }] }, profile: { create: { firstName: "Tamara", lastName: "Anthamatten" } } } })).id;
  guestId = (await db.prisma.user.create({ data: { email: "guest@ical.test", passwordHash, emailVerified: new Date(), roles: { create: [{ role: "guest" }] } } })).id;
  const property = await db.prisma.property.create({ data: { slug: "chalet-dom", name: "Chalet Dom; Saas-Fee, Wallis", location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 } });
  const stay = await db.prisma.booking.create({ data: { propertyId: property.id, arrival: d(addDays(today, -2)), departure: d(addDays(today, 1)), guestName: "Anna Zurbriggen" } });
  await db.prisma.booking.create({ data: { propertyId: property.id, arrival: d(addDays(today, 1)), departure: d(addDays(today, 4)), guestName: "Ben" } });
  assignmentId = (await db.prisma.bookingAssignment.create({ data: { bookingId: stay.id, userId: cleanerId } })).id;
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("GET /api/ical/{secret}.ics", () => {
  it("serves the cleanings of a valid secret as RFC 5545 text", async () => {
    const secret = await ensureIcalSecret(cleanerId);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await ensureIcalSecret(cleanerId)).toBe(secret);
    const res = await fetchFeed(`${secret}.ics`, "?lang=en");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.text();
    expect(body.endsWith("\r\n")).toBe(true);
    for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const lines = unfoldLines(body);
    expect(lines).toContain(`UID:${assignmentId}@localhost`);
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.some((l) => l.startsWith("DTSTAMP:"))).toBe(true);
    expect(lines).toContain(`SUMMARY:Cleaning: Chalet Dom\\; Saas-Fee\\, Wallis`);
    const description = unescapeText(lines.find((l) => l.startsWith("DESCRIPTION:"))!.slice("DESCRIPTION:".length));
    expect(description).toBe(`Guest: Anna Zurbriggen\nCheck-out: ${addDays(today, 1)} 10:00\nNext arrival: ${addDays(today, 1)}`);
    expect(lines.some((l) => l.startsWith(`DTSTART:${addDays(today, 1).replace(/-/g, "")}T`))).toBe(true);
  });

  it("speaks German by default", async () => {
    const secret = await ensureIcalSecret(cleanerId);
    expect(await (await fetchFeed(`${secret}.ics`)).text()).toContain("SUMMARY:Reinigung: Chalet Dom");
  });

  it("answers 404 for unknown, malformed or extension-less secrets", async () => {
    const secret = await ensureIcalSecret(cleanerId);
    for (const file of ["A".repeat(43) + ".ics", "short.ics", secret, `${secret}.ics.ics`, ".ics", `${secret.slice(0, 42)}'.ics`]) {
      expect((await fetchFeed(file)).status, file).toBe(404);
    }
  });

  it("has no feed for a user without a team role", async () => {
    const secret = await ensureIcalSecret(guestId);
    expect((await fetchFeed(`${secret}.ics`)).status).toBe(404);
  });
});

describe("ensureIcalSecret", () => {
  it("gives every concurrent first caller the same secret, the one stored", async () => {
    const { id } = await db.prisma.user.create({ data: { email: "racer@ical.test", roles: { create: [{ role: "team_member" }] } } });
    const secrets = await Promise.all(Array.from({ length: 6 }, () => ensureIcalSecret(id)));
    const stored = (await db.prisma.user.findUnique({ where: { id } }))?.icalSecret;
    expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(secrets)).toEqual(new Set([stored]));
  });
});

describe("regenerateIcalSecretAction", () => {
  it("replaces the secret: the old URL stops working, the new one works", async () => {
    const old = await ensureIcalSecret(cleanerId);
    await signInAs("cleaner@ical.test");
    const result = await regenerateIcalSecretAction("en");
    const fresh = result.data?.secret;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(`${old}.ics`)).status).toBe(404);
    expect((await fetchFeed(`${fresh}.ics`)).status).toBe(200);
  });

  it("refuses anonymous visitors and guests without changing anything", async () => {
    const before = await ensureIcalSecret(cleanerId);
    const guestBefore = await ensureIcalSecret(guestId);
    await signInAs(null);
    expect((await regenerateIcalSecretAction("en")).serverError?.code).toBe("signInRequired");
    await signInAs("guest@ical.test");
    expect((await regenerateIcalSecretAction("en")).serverError?.code).toBe("forbidden");
    expect((await db.prisma.user.findUnique({ where: { id: cleanerId } }))?.icalSecret).toBe(before);
    expect((await db.prisma.user.findUnique({ where: { id: guestId } }))?.icalSecret).toBe(guestBefore);
  });
});
