import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createOfferAction } from "@/lib/actions/offers/create-offer";
import { saveOfferAction } from "@/lib/actions/offers/save-offer";
import { getOfferEditor } from "@/lib/data/offers";
import { addDays, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { toRappen } from "@/lib/domain/money";
import type { OfferForm } from "@/lib/schemas/offers";
import { callAs, createCallers } from "@/tests/support/admin-session";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The offer's deposit through the editor's actions against a real database: an empty field means
// the house's deposit (else 250 CHF), an admin's own deposit wins, and reopening the editor tells
// the two apart, so a house default is never saved back as if the admin had chosen it.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let db: TestDb;
/** Like the seeded Gruppenhaus Mischabel: a deposit of its own, 800 CHF. */
let mischabel = "";
/** A group house without a deposit of its own. */
let allalin = "";
const today = todayIn(SITE_TIME_ZONE, new Date());
const checkIn = addDays(today, 40);
const checkOut = addDays(today, 47);

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  await createCallers(db);
  const house = (slug: string, name: string, downpaymentAmount: string | null) =>
    db.prisma.property.create({
      data: {
        slug, name, location: "Saas-Fee", maxGuests: 24, bedrooms: 10, bathrooms: 5,
        pricePerNight: "900.00", cleaningFee: "400.00", downpaymentAmount, isGroupHouse: true,
      },
      select: { id: true },
    });
  mischabel = (await house("haus-mischabel", "Gruppenhaus Mischabel", "800.00")).id;
  allalin = (await house("haus-allalin", "Gruppenhaus Allalin", null)).id;
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await callAs(request, db, "admin");
});

/** A new draft as the editor opens it, then filled in by the admin. */
async function openNewOffer(over: Partial<OfferForm>): Promise<OfferForm> {
  const created = await createOfferAction("en", {});
  const opened = await getOfferEditor(created.data?.id ?? "");
  if (!opened) throw new Error("the new offer must open");
  return {
    ...opened.form, checkIn, checkOut, adults: 10, children6To16: 4,
    guestName: "Ski Club Visp", guestEmail: "club@example.com", language: "de", ...over,
  };
}

async function save(form: OfferForm): Promise<void> {
  const result = await saveOfferAction("en", form);
  expect(result.serverError ?? result.validationErrors).toBeUndefined();
}

async function storedDeposit(id: string): Promise<number | null> {
  const row = await db.prisma.offer.findUniqueOrThrow({ where: { id } });
  return row.downpaymentAmount === null ? null : toRappen(row.downpaymentAmount);
}

async function reopenedDeposit(id: string): Promise<string | undefined> {
  return (await getOfferEditor(id))?.form.downpaymentAmount;
}

describe("the offer's deposit", () => {
  it("opens a new offer with an empty deposit, and saves the house's 800 for it", async () => {
    const form = await openNewOffer({ propertyId: mischabel });
    expect(form.downpaymentAmount).toBe("");
    await save(form);
    expect(await storedDeposit(form.id)).toBe(80_000);
    expect(await reopenedDeposit(form.id)).toBe("");
  });

  it("saves 250 CHF for a house without a deposit of its own", async () => {
    const form = await openNewOffer({ propertyId: allalin });
    await save(form);
    expect(await storedDeposit(form.id)).toBe(25_000);
    expect(await reopenedDeposit(form.id)).toBe("");
  });

  it("keeps the admin's own deposit over the house's, also after a reload", async () => {
    const form = await openNewOffer({ propertyId: mischabel, downpaymentAmount: "500" });
    await save(form);
    expect(await storedDeposit(form.id)).toBe(50_000);
    expect(await reopenedDeposit(form.id)).toBe("500.00");

    // Saving the reopened form unchanged keeps it.
    const reopened = await getOfferEditor(form.id);
    if (!reopened) throw new Error("the offer must reopen");
    await save(reopened.form);
    expect(await storedDeposit(form.id)).toBe(50_000);
  });

  it("goes back to the house's deposit when the admin clears the field", async () => {
    const form = await openNewOffer({ propertyId: mischabel, downpaymentAmount: "500" });
    await save(form);
    await save({ ...form, downpaymentAmount: "" });
    expect(await storedDeposit(form.id)).toBe(80_000);
    expect(await reopenedDeposit(form.id)).toBe("");
  });

  it("follows the house when the admin picks another one and the field is empty", async () => {
    const form = await openNewOffer({ propertyId: allalin });
    await save(form);
    await save({ ...form, propertyId: mischabel });
    expect(await storedDeposit(form.id)).toBe(80_000);
    await save({ ...form, propertyId: allalin });
    expect(await storedDeposit(form.id)).toBe(25_000);
  });

  it("keeps an own deposit of an offer that cannot be priced yet, and stores nothing for an empty one", async () => {
    const own = await openNewOffer({ propertyId: null, checkIn: null, checkOut: null, downpaymentAmount: "500" });
    await save(own);
    expect(await storedDeposit(own.id)).toBe(50_000);
    expect(await reopenedDeposit(own.id)).toBe("500.00");

    const empty = await openNewOffer({ propertyId: mischabel, checkIn: null, checkOut: null });
    await save(empty);
    expect(await storedDeposit(empty.id)).toBeNull();
    expect(await reopenedDeposit(empty.id)).toBe("");
  });

  it("refuses a deposit that is not an amount", async () => {
    const form = await openNewOffer({ propertyId: mischabel });
    expect((await saveOfferAction("en", { ...form, downpaymentAmount: "8OO" })).validationErrors).toBeDefined();
  });
});
