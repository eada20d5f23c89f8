import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { isBookingOverlapError, isUniqueViolation } from "@/lib/db/errors";
import { applyMigrations, nodePgMigrationDb, pgliteMigrationDb } from "@/lib/db/migrate-runner";
import { openPglite } from "@/lib/db/pglite";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The same migrations must apply on both backends. PGlite always runs; PostgreSQL runs when
// DATABASE_URL names a server (CI does).
const opened: TestDb[] = [];
afterAll(async () => {
  for (const db of opened) await db.drop();
});

describe("migrations on embedded PGlite", () => {
  it("apply cleanly, once, and keep Prisma's bookkeeping", async () => {
    const pgl = await openPglite("memory://");
    try {
      const first = await applyMigrations(pgliteMigrationDb(pgl));
      expect(first.length).toBeGreaterThan(0);
      expect(await applyMigrations(pgliteMigrationDb(pgl))).toEqual([]);
      const rows = await pgl.query<{ migration_name: string; finished_at: Date | null; checksum: string }>(
        `SELECT migration_name, finished_at, checksum FROM "_prisma_migrations"`,
      );
      expect(rows.rows.map((r) => r.migration_name)).toEqual(first);
      expect(rows.rows.every((r) => r.finished_at !== null && /^[0-9a-f]{64}$/.test(r.checksum))).toBe(true);
    } finally {
      await pgl.close();
    }
  });
});

describe("embedded database on disk", () => {
  it("creates missing parent folders and keeps its data across restarts", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "saastal-pglite-"));
    const dir = path.join(root, "data", "pglite"); // neither folder exists yet, as in a fresh checkout
    try {
      const first = await openPglite(dir);
      await applyMigrations(pgliteMigrationDb(first));
      await first.query(`INSERT INTO channels (id, name) VALUES (gen_random_uuid(), 'Direct')`);
      await first.close();
      const second = await openPglite(dir);
      expect(await applyMigrations(pgliteMigrationDb(second))).toEqual([]);
      const rows = await second.query<{ name: string }>("SELECT name FROM channels");
      expect(rows.rows.map((r) => r.name)).toEqual(["Direct"]);
      await second.close();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

// Registered only with a server to run against (CI always has one): never reported as skipped.
if (process.env.DATABASE_URL) describe("migrations on PostgreSQL", () => {
  it("apply cleanly and a second run applies nothing", async () => {
    const db = await createTestDb({ install: false });
    opened.push(db);
    const client = new pg.Client({ connectionString: db.url ?? "" });
    await client.connect();
    try {
      expect(await applyMigrations(nodePgMigrationDb(client))).toEqual([]);
      const tables = await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(["properties", "bookings", "offers", "mail_outbox"]));
    } finally {
      await client.end();
    }
  });
});

describe("database rules", () => {
  it("never lets two live bookings of one property overlap", async () => {
    const db = await createTestDb({ install: false });
    opened.push(db);
    const property = await db.prisma.property.create({
      data: { slug: "overlap", name: "Overlap", location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 },
    });
    const other = await db.prisma.property.create({
      data: { slug: "other", name: "Other", location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 },
    });
    const booking = (id: number, arrival: string, departure: string, extra: object = {}) =>
      db.prisma.booking.create({
        data: { smoobuBookingId: id, propertyId: property.id, arrival: new Date(arrival), departure: new Date(departure), ...extra },
      });
    await booking(1, "2027-01-10", "2027-01-15");
    const refused = await booking(2, "2027-01-14", "2027-01-18").then(
      () => null,
      (error: unknown) => error,
    );
    // The refusal is recognisable, so the sync can log it clearly instead of crashing.
    expect(isBookingOverlapError(refused)).toBe(true);
    expect(isUniqueViolation(refused)).toBe(false);
    await expect(booking(3, "2027-01-08", "2027-01-20")).rejects.toThrow();
    // Turnover day: departure on the next arrival is fine.
    await booking(4, "2027-01-15", "2027-01-18");
    // Cancelled and deleted bookings do not hold the dates.
    await booking(5, "2027-01-11", "2027-01-13", { type: "cancelled" });
    await booking(6, "2027-01-11", "2027-01-13", { type: "deleted" });
    // Another property is unaffected.
    await db.prisma.booking.create({
      data: { smoobuBookingId: 7, propertyId: other.id, arrival: new Date("2027-01-10"), departure: new Date("2027-01-15") },
    });
    // Re-activating a cancelled booking into taken dates fails too.
    await expect(
      db.prisma.booking.update({ where: { smoobuBookingId: 5 }, data: { type: "reservation" } }),
    ).rejects.toThrow();
    expect(await db.prisma.booking.count({ where: { propertyId: property.id } })).toBe(4);
  });

  it("treats e-mail addresses case-insensitively", async () => {
    const db = await createTestDb({ install: false });
    opened.push(db);
    await db.prisma.user.create({ data: { email: "Anna@Example.com" } });
    const duplicate = await db.prisma.user.create({ data: { email: "anna@example.COM" } }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isBookingOverlapError(duplicate)).toBe(false);
    expect(await db.prisma.user.findUnique({ where: { email: "ANNA@example.com" } })).not.toBeNull();
  });

  it("records a booking's mail once per key, under its own booking, with a reason when it did not go", async () => {
    const db = await createTestDb({ install: false });
    opened.push(db);
    const property = await db.prisma.property.create({ data: { slug: "mails", name: "Mails", location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 } });
    const booking = await db.prisma.booking.create({ data: { smoobuBookingId: 1, propertyId: property.id, arrival: new Date("2027-02-20"), departure: new Date("2027-02-27") } });
    const other = await db.prisma.booking.create({ data: { smoobuBookingId: 2, propertyId: property.id, arrival: new Date("2027-03-20"), departure: new Date("2027-03-27") } });
    const key = `${booking.id}:arrivalInfo:2027-02-20`;
    await db.prisma.bookingMail.create({ data: { bookingId: booking.id, kind: "arrivalInfo", key, state: "queued" } });
    const twice = await db.prisma.bookingMail.create({ data: { bookingId: booking.id, kind: "arrivalInfo", key } }).then(() => null, (error: unknown) => error);
    expect(isUniqueViolation(twice)).toBe(true);
    // Another booking's key, and a skip or failure without a reason, are refused.
    await expect(db.prisma.bookingMail.create({ data: { bookingId: other.id, kind: "arrivalInfo", key } })).rejects.toThrow();
    await expect(db.prisma.bookingMail.create({ data: { bookingId: booking.id, kind: "thankYou", key: `${booking.id}:thankYou:2027-02-27`, state: "skipped" } })).rejects.toThrow();
    await expect(db.prisma.bookingMail.create({ data: { bookingId: booking.id, kind: "thankYou", key: `${booking.id}:thankYou:2027-02-27`, state: "failed" } })).rejects.toThrow();
    await db.prisma.bookingMail.create({ data: { bookingId: booking.id, kind: "thankYou", key: `${booking.id}:thankYou:2027-02-27`, state: "skipped", reason: "tooLate" } });
    expect(await db.prisma.bookingMail.findMany({ where: { bookingId: booking.id }, select: { kind: true }, orderBy: { kind: "asc" } })).toEqual([{ kind: "arrivalInfo" }, { kind: "thankYou" }]);
  });

  it("keeps a house's balance days within a year, 30 unless set", async () => {
    const db = await createTestDb({ install: false });
    opened.push(db);
    const house = { location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 };
    expect((await db.prisma.property.create({ data: { slug: "d", name: "D", ...house } })).balanceDueDays).toBe(30);
    await db.prisma.property.create({ data: { slug: "a", name: "A", balanceDueDays: 0, ...house } });
    await db.prisma.property.create({ data: { slug: "b", name: "B", balanceDueDays: 365, ...house } });
    await expect(db.prisma.property.create({ data: { slug: "c", name: "C", balanceDueDays: -1, ...house } })).rejects.toThrow();
    await expect(db.prisma.property.create({ data: { slug: "e", name: "E", balanceDueDays: 366, ...house } })).rejects.toThrow();
  });

  it("refuses impossible values", async () => {
    const db = await createTestDb({ install: false });
    opened.push(db);
    await expect(
      db.prisma.offer.create({ data: { offerToken: "t1", adults: 0 } }),
    ).rejects.toThrow();
    await expect(
      db.prisma.offer.create({ data: { offerToken: "t2", basePrice: "100.00", discount: "100.01" } }),
    ).rejects.toThrow();
    await expect(db.prisma.bookingPayment.create({ data: { amount: "10.00", provider: "stripe" } })).rejects.toThrow();
    await db.prisma.offer.create({ data: { offerToken: "t3", basePrice: "100.00", discount: "100.00" } });
    await expect(db.prisma.offer.create({ data: { offerToken: "t3" } })).rejects.toThrow();
  });
});
