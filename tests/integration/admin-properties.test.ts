import { mkdir, readdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { deletePropertyAction } from "@/lib/actions/properties/delete-property";
import { setPropertyVisibilityAction } from "@/lib/actions/properties/set-property-visibility";
import { listAdminProperties } from "@/lib/data/admin-properties";
import { callAs, createCallers, REFUSED_CALLERS } from "@/tests/support/admin-session";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// /admin/properties against a real database: the list, the 'Visible' switch and delete, each
// with its guard (anonymous, guest and team member get nothing and change nothing), the refusal
// to delete a property with bookings, and the public pages revalidated by tag.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: <T>(fn: T) => fn }));
// Uploaded photos go to a temporary folder instead of public/uploads.
const uploads = vi.hoisted(() => ({ dir: "" }));
vi.mock("@/lib/storage/property-images", async (original) => {
  const real = await original<typeof import("@/lib/storage/property-images")>();
  const { LocalImageStorage } = await import("@/lib/storage/local-image-storage");
  return { ...real, propertyImageStorage: () => new LocalImageStorage(uploads.dir) };
});

let db: TestDb;

async function property(slug: string, extra: { isVisible?: boolean } = {}) {
  return db.prisma.property.create({ data: { slug, name: slug.replace("-", " "), location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1, ...extra } });
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  uploads.dir = path.join(os.tmpdir(), `saastal-uploads-${process.pid}-${Date.now()}`);
  db = await createTestDb();
  await createCallers(db);
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  revalidateTag.mockClear();
  await callAs(request, db, "admin");
});

describe("the list", () => {
  it("lists every property by name with its booking count", async () => {
    const booked = await property("zermatt-view");
    await property("alpha-hidden");
    await db.prisma.booking.create({ data: { propertyId: booked.id, arrival: new Date("2026-02-01"), departure: new Date("2026-02-05") } });
    const rows = await listAdminProperties();
    expect(rows.map((r) => [r.slug, r.isVisible, r.bookingCount])).toEqual([
      ["alpha-hidden", false, 0],
      ["zermatt-view", false, 1],
    ]);
  });
});

describe("the Visible switch", () => {
  it("shows and hides a property and revalidates the listing and its page", async () => {
    const p = await property("switch-me");
    expect((await setPropertyVisibilityAction("en", { id: p.id, visible: true })).data).toEqual({ ok: true, visible: true });
    expect((await db.prisma.property.findUniqueOrThrow({ where: { id: p.id } })).isVisible).toBe(true);
    expect(revalidateTag.mock.calls).toEqual([
      ["properties", "max"],
      ["property:switch-me", "max"],
    ]);
    await setPropertyVisibilityAction("en", { id: p.id, visible: false });
    expect((await db.prisma.property.findUniqueOrThrow({ where: { id: p.id } })).isVisible).toBe(false);
  });

  it("answers for an unknown property and for a malformed request", async () => {
    expect((await setPropertyVisibilityAction("en", { id: "00000000-0000-4000-8000-000000000000", visible: true })).serverError).toEqual({
      code: "propertyNotFound",
      message: "This property no longer exists.",
    });
    const bad = await setPropertyVisibilityAction("de", { id: "nope", visible: true });
    expect(bad.validationErrors?.fieldErrors).toEqual({ id: ["Dieses Objekt existiert nicht mehr."] });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses anonymous callers, guests and team members, changing nothing", async () => {
    const p = await property("guarded-switch", { isVisible: true });
    for (const [role, code] of REFUSED_CALLERS) {
      await callAs(request, db, role);
      expect((await setPropertyVisibilityAction("en", { id: p.id, visible: false })).serverError?.code).toBe(code);
    }
    expect((await db.prisma.property.findUniqueOrThrow({ where: { id: p.id } })).isVisible).toBe(true);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe("delete", () => {
  it("deletes a property without bookings, with its FAQ and its uploaded photos", async () => {
    const p = await property("delete-me");
    await db.prisma.faqItem.create({ data: { propertyId: p.id, question: { de: "Q" }, answer: { de: "A" } } });
    const folder = path.join(uploads.dir, "properties", p.id);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "00000000-0000-4000-8000-000000000001.webp"), "x");
    expect((await deletePropertyAction("en", { id: p.id })).data).toEqual({ ok: true });
    expect(await db.prisma.property.count({ where: { id: p.id } })).toBe(0);
    expect(await db.prisma.faqItem.count({ where: { propertyId: p.id } })).toBe(0);
    await expect(readdir(folder)).rejects.toThrow();
    expect(revalidateTag.mock.calls).toEqual([
      ["properties", "max"],
      ["property:delete-me", "max"],
    ]);
  });

  it("refuses a property with bookings and suggests hiding it", async () => {
    const p = await property("has-bookings");
    await db.prisma.booking.create({ data: { propertyId: p.id, arrival: new Date("2026-03-01"), departure: new Date("2026-03-05") } });
    expect((await deletePropertyAction("en", { id: p.id })).serverError).toEqual({
      code: "propertyHasBookings",
      message: "This property has bookings and cannot be deleted. Hide it instead.",
    });
    expect((await deletePropertyAction("fr", { id: p.id })).serverError?.message).toBe("Ce logement a des réservations et ne peut pas être supprimé. Masquez-le plutôt.");
    expect(await db.prisma.property.count({ where: { id: p.id } })).toBe(1);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("answers for a property that is already gone", async () => {
    expect((await deletePropertyAction("en", { id: "00000000-0000-4000-8000-000000000000" })).serverError?.code).toBe("propertyNotFound");
  });

  it("refuses anonymous callers, guests and team members, deleting nothing", async () => {
    const p = await property("guarded-delete");
    for (const [role, code] of REFUSED_CALLERS) {
      await callAs(request, db, role);
      expect((await deletePropertyAction("en", { id: p.id })).serverError?.code).toBe(code);
    }
    expect(await db.prisma.property.count({ where: { id: p.id } })).toBe(1);
  });
});
