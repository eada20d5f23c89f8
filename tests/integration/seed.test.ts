import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { readBookingBalance, type DbClient } from "@/lib/data/ledger";
import { isAmenityKey } from "@/lib/domain/amenity-catalogue";
import { toRappen } from "@/lib/domain/money";
import { seedDemo } from "@/prisma/seed/seed";
import { DEMO_PASSWORD } from "@/prisma/seed/users";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

let db: TestDb;

async function counts() {
  const p = db.prisma;
  return {
    properties: await p.property.count(),
    pois: await p.pointOfInterest.count(),
    poiLinks: await p.propertyPointOfInterest.count(),
    faqs: await p.faqItem.count(),
    rates: await p.propertyRate.count(),
    channels: await p.channel.count(),
    bookings: await p.booking.count(),
    guests: await p.bookingGuest.count(),
    payments: await p.bookingPayment.count(),
    assignments: await p.bookingAssignment.count(),
    users: await p.user.count(),
    roles: await p.userRole.count(),
    pages: await p.websiteInfoPage.count(),
    team: await p.teamMember.count(),
    posts: await p.blogPost.count(),
    offers: await p.offer.count(),
  };
}

beforeAll(async () => {
  db = await createTestDb({ install: false });
  await seedDemo(db.prisma);
}, 180_000);

afterAll(async () => {
  await db?.drop();
});

describe("demo seed", () => {
  it("is idempotent: a second run adds nothing", async () => {
    const first = await counts();
    await seedDemo(db.prisma);
    expect(await counts()).toEqual(first);
  }, 180_000);

  it("has 8 properties over the three villages with the special cases", async () => {
    const props = await db.prisma.property.findMany({ include: { faqItems: true, pointsOfInterest: { include: { pointOfInterest: true } } } });
    expect(props).toHaveLength(8);
    expect(new Set(props.map((p) => p.location))).toEqual(new Set(["Saas-Fee", "Saas-Grund", "Saas-Almagell"]));
    expect(props.filter((p) => p.isGroupHouse)).toHaveLength(2);
    expect(props.filter((p) => p.requestGuestLists)).toHaveLength(1);
    expect(props.filter((p) => !p.isVisible)).toHaveLength(1);
    expect(props.filter((p) => p.latitude === null || p.longitude === null)).toHaveLength(1);
    const categories = new Set<string>();
    for (const p of props) {
      expect(p.images.length).toBeGreaterThanOrEqual(5);
      expect(p.images.length).toBeLessThanOrEqual(10);
      for (const image of p.images) expect(fs.existsSync(path.join("public", image)), image).toBe(true);
      expect(p.faqItems.length).toBeGreaterThanOrEqual(4);
      expect(p.faqItems.length).toBeLessThanOrEqual(8);
      expect(p.pointsOfInterest.length).toBeGreaterThanOrEqual(3);
      expect(p.pointsOfInterest.length).toBeLessThanOrEqual(8);
      p.pointsOfInterest.forEach((l) => categories.add(l.pointOfInterest.category));
      const description = p.description as Record<string, string>;
      for (const locale of ["de", "en", "fr"]) expect(description[locale]?.length).toBeGreaterThan(50);
      // Amenities are catalogue keys or free entries in all three languages (never English only).
      const amenities = p.amenities as unknown[];
      expect(amenities.some((a) => isAmenityKey((a as { key?: unknown }).key))).toBe(true);
      for (const a of amenities) {
        const { key, label } = a as { key?: unknown; label?: Record<string, unknown> };
        if (key !== undefined) expect(isAmenityKey(key), String(key)).toBe(true);
        else for (const locale of ["de", "en", "fr"]) expect(label?.[locale], JSON.stringify(a)).toEqual(expect.stringMatching(/\S/));
      }
    }
    expect(categories.size).toBe(8);
  });

  it("has 400 days of rates per property with seasons and unavailable stretches", async () => {
    const props = await db.prisma.property.findMany({ select: { id: true } });
    for (const p of props) {
      const rates = await db.prisma.propertyRate.findMany({ where: { propertyId: p.id } });
      expect(rates.length).toBeGreaterThanOrEqual(400);
      expect(rates.some((r) => !r.available)).toBe(true);
      expect(new Set(rates.filter((r) => r.price).map((r) => r.price?.toString())).size).toBeGreaterThan(1);
    }
  });

  it("has bookings of every kind, owned by the demo guests by e-mail", async () => {
    const bookings = await db.prisma.booking.findMany({ include: { channel: true, payments: true } });
    expect(bookings.length).toBeGreaterThanOrEqual(35);
    expect(bookings.length).toBeLessThanOrEqual(60);
    expect(bookings.some((b) => b.type === "cancelled")).toBe(true);
    expect(bookings.some((b) => b.isBlockedBooking && b.channel?.name === "Blocked")).toBe(true);
    expect(bookings.some((b) => b.pricePaid)).toBe(true);
    const live = bookings.filter((b) => !b.isBlockedBooking && b.type !== "cancelled");
    // This file's database is not the installed one: the client is passed in.
    const client = db.prisma as unknown as DbClient;
    const balances = await Promise.all(live.map(async (b) => (await readBookingBalance(b.id, client))?.balance));
    expect(balances.some((x) => x?.state === "fullyPaid")).toBe(true);
    expect(balances.some((x) => x?.state === "partlyPaid")).toBe(true);
    expect(balances.some((x) => x?.payable)).toBe(true);
    // Every succeeded demo payment is in the ledger, once.
    const succeeded = await db.prisma.bookingPayment.count({ where: { status: "succeeded" } });
    expect(await db.prisma.ledgerEntry.count({ where: { kind: "payment" } })).toBe(succeeded);
    expect(await db.prisma.booking.count({ where: { email: "GUEST@example.com" } })).toBeGreaterThanOrEqual(3);
    expect(await db.prisma.booking.count({ where: { email: "guest2@example.com" } })).toBeGreaterThanOrEqual(3);
    expect(await db.prisma.bookingGuest.count()).toBeGreaterThan(0);
    expect(await db.prisma.bookingAssignment.count()).toBeGreaterThan(0);
    expect(await db.prisma.channel.findMany({ orderBy: { name: "asc" }, select: { name: true } })).toEqual(
      ["Airbnb", "Blocked", "Booking.com", "Direct"].map((name) => ({ name })),
    );
  });

  it("has offers in every status with server-side prices", async () => {
    const offers = await db.prisma.offer.findMany();
    expect(new Set(offers.map((o) => o.status))).toEqual(new Set(["draft", "sent", "viewed", "accepted", "expired", "rejected"]));
    for (const o of offers) expect(o.offerToken.length).toBeGreaterThanOrEqual(43);
    const accepted = offers.find((o) => o.status === "accepted");
    expect(accepted?.paidAt).not.toBeNull();
    expect(await db.prisma.booking.count({ where: { offerId: accepted?.id } })).toBe(1);
    const priced = offers.filter((o) => o.totalPrice !== null);
    for (const o of priced) {
      const sum = toRappen(o.basePrice ?? 0) - toRappen(o.discount) + toRappen(o.cleaningFee ?? 0) + toRappen(o.touristTax ?? 0) + toRappen(o.saastalCard ?? 0);
      expect(toRappen(o.totalPrice ?? 0)).toBe(sum);
    }
  });

  it("has one demo account per role, with the documented password", async () => {
    const users = await db.prisma.user.findMany({ include: { roles: true }, omit: { passwordHash: false } });
    const byEmail = new Map(users.map((u) => [u.email, u.roles.map((r) => r.role)]));
    expect(byEmail.get("admin@example.com")).toEqual(["admin"]);
    expect(byEmail.get("team@example.com")).toEqual(["team_member"]);
    expect(byEmail.get("team2@example.com")).toEqual(["team_member"]);
    expect(byEmail.get("planner@example.com")).toEqual(["planner"]);
    expect(byEmail.get("guest@example.com")).toEqual(["guest"]);
    expect(byEmail.get("guest2@example.com")).toEqual(["guest"]);
    const admin = users.find((u) => u.email === "admin@example.com");
    expect(await verifyPassword(admin?.passwordHash ?? "", DEMO_PASSWORD)).toBe(true);
  });

  it("has the info pages, team and blog posts", async () => {
    const pages = await db.prisma.websiteInfoPage.findMany();
    const slugs = pages.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(["mietbedingungen", "booking_terms", "impressum", "datenschutz"]));
    expect(pages.filter((p) => p.inFooter && p.visible).length).toBeGreaterThanOrEqual(2);
    expect(await db.prisma.teamMember.count()).toBeGreaterThanOrEqual(3);
    const posts = await db.prisma.blogPost.findMany();
    expect(posts).toHaveLength(2);
    expect(posts.every((p) => p.propertyId !== null)).toBe(true);
  });
});

describe("demo accounts in production", () => {
  it("are refused unless explicitly allowed", async () => {
    const other = await createTestDb({ install: false });
    const previous = process.env.NODE_ENV;
    try {
      (process.env as Record<string, string>).NODE_ENV = "production";
      await seedDemo(other.prisma);
      expect(await other.prisma.user.count()).toBe(0);
      expect(await other.prisma.property.count()).toBe(8);
      await seedDemo(other.prisma, { allowDemoUsers: true });
      expect(await other.prisma.user.count()).toBe(6);
    } finally {
      (process.env as Record<string, string>).NODE_ENV = previous ?? "test";
      await other.drop();
    }
  }, 240_000);
});
