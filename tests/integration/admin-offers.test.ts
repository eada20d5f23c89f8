import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { createOfferAction } from "@/lib/actions/offers/create-offer";
import { extractOfferDataAction } from "@/lib/actions/offers/extract-offer-data";
import { generateOfferReplyAction } from "@/lib/actions/offers/generate-offer-reply";
import { getOfferRatesAction } from "@/lib/actions/offers/get-offer-rates";
import { saveOfferAction } from "@/lib/actions/offers/save-offer";
import { sendOfferAction } from "@/lib/actions/offers/send-offer";
import { setOfferStatusAction } from "@/lib/actions/offers/set-offer-status";
import { hashPassword } from "@/lib/auth/password";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { formatChf, toRappen } from "@/lib/domain/money";
import { priceStay } from "@/lib/domain/pricing";
import type { OfferForm } from "@/lib/schemas/offers";
import { callAs, createCallers, REFUSED_CALLERS, TEST_PASSWORD } from "@/tests/support/admin-session";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The offer editor's actions against a real database: create, save with server-side pricing,
// status, extract (saving the pasted mail), reply, send through the outbox; all admin-only.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let db: TestDb;
let houseId = "";
const today = todayIn(SITE_TIME_ZONE, new Date());
const checkIn = addDays(today, 30);
const checkOut = addDays(today, 33);

const form = (id: string, over: Partial<OfferForm> = {}): OfferForm => ({
  id, propertyId: houseId, checkIn, checkOut, adults: 2, children6To16: 1, children3To5: 0, babies: 1,
  guestName: "Emily Watson", guestEmail: "emily@example.com", guestPhone: "+44 7700 900123", language: "en",
  channelId: null, otaReference: "", expiresOn: addDays(today, 7), discount: "50", downpaymentAmount: "250",
  ...over,
});

async function signInAsPlanner(): Promise<void> {
  request.cookies = new Map();
  request.ip = (request.ip % 250) + 1;
  await db.prisma.rateLimitHit.deleteMany();
  expect((await signInAction("en", { email: "planner@callers.test", password: TEST_PASSWORD })).data?.ok).toBe(true);
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  await createCallers(db);
  await db.prisma.user.create({
    data: { email: "planner@callers.test", passwordHash: await hashPassword(TEST_PASSWORD), emailVerified: new Date(), roles: { create: [{ role: "planner" }] } },
  });
  const house = await db.prisma.property.create({
    data: {
      slug: "gruppenhaus-mischabel", name: "Gruppenhaus Mischabel", location: "Saas-Fee", maxGuests: 20, bedrooms: 8, bathrooms: 4,
      pricePerNight: "300.00", cleaningFee: "200.00", isGroupHouse: true, smoobuPropertyId: 101,
    },
  });
  houseId = house.id;
  await db.prisma.propertyRate.createMany({
    data: [
      { propertyId: houseId, date: fromIsoDate(checkIn), price: "350.00", available: true },
      { propertyId: houseId, date: fromIsoDate(addDays(checkIn, 1)), price: "350.00", available: true },
      { propertyId: houseId, date: fromIsoDate(addDays(checkOut, 2)), price: null, available: false },
    ],
  });
});

afterAll(async () => {
  await db?.drop();
});

beforeEach(async () => {
  await callAs(request, db, "admin");
});

async function newOffer(): Promise<string> {
  const created = await createOfferAction("en", {});
  expect(created.data?.ok).toBe(true);
  return created.data?.id ?? "";
}

describe("create", () => {
  it("creates an empty draft with a long URL-safe token", async () => {
    const row = await db.prisma.offer.findUniqueOrThrow({ where: { id: await newOffer() } });
    expect(row).toMatchObject({ status: "draft", guestName: null, propertyId: null, checkIn: null, totalPrice: null });
    expect(row.offerToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });
});

describe("save", () => {
  it("stores every field and recomputes each price component on the server", async () => {
    const id = await newOffer();
    // A price smuggled into the input is not part of the schema and is dropped.
    const result = await saveOfferAction("en", { ...form(id), totalPrice: "1.00" } as OfferForm);
    expect(result.data?.ok).toBe(true);
    const expected = priceStay({
      checkIn, checkOut, guests: { adults: 2, children6To16: 1, children3To5: 0, babies: 1 },
      rates: [{ date: checkIn, price: 35_000 }, { date: addDays(checkIn, 1), price: 35_000 }],
      pricePerNight: 30_000, cleaningFee: 20_000, propertyDownpayment: null, offerDownpayment: 25_000, discount: 5_000,
    });
    if (!expected.ok) throw new Error("test stay must price");
    const row = await db.prisma.offer.findUniqueOrThrow({ where: { id } });
    const b = expected.breakdown;
    expect(b.base).toBe(100_000);
    expect([row.basePrice, row.discount, row.cleaningFee, row.touristTax, row.saastalCard, row.totalPrice, row.downpaymentAmount].map((d) => (d === null ? null : toRappen(d)))).toEqual([
      b.base, b.discount, b.cleaningFee, b.touristTax, b.saastalCard, b.total, b.deposit,
    ]);
    expect(row).toMatchObject({ guestName: "Emily Watson", guestEmail: "emily@example.com", language: "en", adults: 2, babies: 1, propertyId: houseId });
  });

  it("refuses unavailable dates, a discount above the base and a non-group house", async () => {
    const id = await newOffer();
    const blocked = form(id, { checkIn: addDays(checkOut, 1), checkOut: addDays(checkOut, 4) });
    expect((await saveOfferAction("en", blocked)).serverError?.code).toBe("datesUnavailable");
    expect((await saveOfferAction("en", form(id, { discount: "5000" }))).serverError?.code).toBe("discountTooHigh");
    // Babies sleep in cots and do not count against the house's maximum (20).
    expect((await saveOfferAction("en", form(id, { adults: 21, babies: 3 }))).serverError?.code).toBe("tooManyGuests");
    expect((await saveOfferAction("en", form(id, { adults: 19, children6To16: 1, babies: 3 }))).data?.ok).toBe(true);
    await db.prisma.offer.update({ where: { id }, data: { totalPrice: null } });
    const chalet = await db.prisma.property.create({ data: { slug: "chalet-x", name: "Chalet X", location: "Saas-Fee", maxGuests: 4, bedrooms: 2, bathrooms: 1 } });
    expect((await saveOfferAction("en", form(id, { propertyId: chalet.id }))).serverError?.code).toBe("propertyNotFound");
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id } })).totalPrice).toBeNull();
  });

  it("validates the form with translated messages", async () => {
    const id = await newOffer();
    const result = await saveOfferAction("en", form(id, { adults: 0, guestEmail: "nope", discount: "1,5" }));
    expect(result.validationErrors).toBeDefined();
  });
});

describe("rates", () => {
  it("returns the house's pricing facts and rates for the preview", async () => {
    const result = await getOfferRatesAction("en", { propertyId: houseId });
    expect(result.data).toMatchObject({ ok: true, today, pricePerNight: 30_000, cleaningFee: 20_000, propertyDownpayment: null });
    expect(result.data?.rates.map((r) => [r.date, r.available])).toEqual([[checkIn, true], [addDays(checkIn, 1), true], [addDays(checkOut, 2), false]]);
    expect((await getOfferRatesAction("en", { propertyId: "00000000-0000-4000-8000-000000000000" })).serverError?.code).toBe("propertyNotFound");
  });
});

describe("status", () => {
  it("sets a manual status and refuses the others", async () => {
    const id = await newOffer();
    expect((await setOfferStatusAction("en", { id, status: "accepted" })).data?.status).toBe("accepted");
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id } })).status).toBe("accepted");
    expect((await setOfferStatusAction("en", { id, status: "viewed" as "sent" })).validationErrors).toBeDefined();
    expect((await setOfferStatusAction("en", { id: "00000000-0000-4000-8000-000000000000", status: "sent" })).serverError?.code).toBe("offerNotFound");
  });
});

describe("extract, reply and send", () => {
  it("saves the pasted mail, extracts its data and matches the group house", async () => {
    const id = await newOffer();
    const text = "Hello,\nis the mischabel free from 12 to 19 February? We are two adults and 3 kids aged 4, 8 and 12.\nKind regards,\nEmily Watson\nemily@example.com";
    const result = await extractOfferDataAction("en", { id, text });
    expect(result.data?.extracted).toMatchObject({ guestName: "Emily Watson", adults: 2, children3To5: 1, children6To16: 2, propertyPreference: "mischabel" });
    expect(result.data?.property).toEqual({ id: houseId, name: "Gruppenhaus Mischabel" });
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id } })).emailInputText).toBe(text);
    expect((await extractOfferDataAction("en", { id, text: "  " })).validationErrors).toBeDefined();
  });

  it("generates the reply from the saved figures, then sends it through the outbox", async () => {
    const id = await newOffer();
    expect((await generateOfferReplyAction("en", { id })).serverError?.code).toBe("replyIncomplete");
    expect((await sendOfferAction("en", { id })).serverError?.code).toBe("guestEmailMissing");
    await saveOfferAction("en", form(id));
    const row = await db.prisma.offer.findUniqueOrThrow({ where: { id } });
    const reply = await generateOfferReplyAction("en", { id });
    const text = reply.data?.text ?? "";
    expect(text).toContain("Dear Emily Watson");
    expect(text).toContain(formatChf(toRappen(row.totalPrice ?? "0"), "en"));
    expect(text).toContain(`/en/offer/${row.offerToken}`);
    expect(text).toContain("/en/info/booking_terms");
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id } })).generatedEmailResponse).toBe(text);

    expect((await sendOfferAction("en", { id })).data?.ok).toBe(true);
    const mails = await db.prisma.mailOutbox.findMany({ where: { toAddress: "emily@example.com" } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ template: "offer-sent", locale: "en", status: "queued", textBody: text });
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id } })).status).toBe("sent");
  });
});

describe("guard", () => {
  it("refuses every action to anonymous, guest, team_member and planner, changing nothing", async () => {
    const id = await newOffer();
    await saveOfferAction("en", form(id));
    await generateOfferReplyAction("en", { id });
    const before = await db.prisma.offer.findUniqueOrThrow({ where: { id } });
    const offers = await db.prisma.offer.count();
    const mails = await db.prisma.mailOutbox.count();
    const callers: [() => Promise<void>, string][] = [
      ...REFUSED_CALLERS.map(([role, code]) => [() => callAs(request, db, role), code] as [() => Promise<void>, string]),
      [signInAsPlanner, "forbidden"],
    ];
    for (const [signIn, code] of callers) {
      await signIn();
      expect((await createOfferAction("en", {})).serverError?.code).toBe(code);
      expect((await saveOfferAction("en", form(id, { guestName: "Hacked", discount: "0" }))).serverError?.code).toBe(code);
      expect((await setOfferStatusAction("en", { id, status: "rejected" })).serverError?.code).toBe(code);
      expect((await extractOfferDataAction("en", { id, text: "hacked" })).serverError?.code).toBe(code);
      expect((await generateOfferReplyAction("en", { id })).serverError?.code).toBe(code);
      expect((await sendOfferAction("en", { id })).serverError?.code).toBe(code);
      expect((await getOfferRatesAction("en", { propertyId: houseId })).serverError?.code).toBe(code);
    }
    expect(await db.prisma.offer.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await db.prisma.offer.count()).toBe(offers);
    expect(await db.prisma.mailOutbox.count()).toBe(mails);
  });
});
