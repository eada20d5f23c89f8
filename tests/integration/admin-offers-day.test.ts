import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { formatInstant } from "@/components/my-bookings/format";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { deleteOfferAction } from "@/lib/actions/offers/delete-offer";
import { duplicateOfferAction } from "@/lib/actions/offers/duplicate-offer";
import { extractOfferDataAction } from "@/lib/actions/offers/extract-offer-data";
import { generateOfferReplyAction } from "@/lib/actions/offers/generate-offer-reply";
import { markOfferSentAction } from "@/lib/actions/offers/mark-offer-sent";
import { saveOfferAction } from "@/lib/actions/offers/save-offer";
import { sendOfferAction } from "@/lib/actions/offers/send-offer";
import { hashPassword } from "@/lib/auth/password";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { listOffers } from "@/lib/data/offer-list";
import { getOfferEditor } from "@/lib/data/offers";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { offerExpiryInstant } from "@/lib/domain/offers/expiry";
import { resetEnvCache } from "@/lib/env";
import type { OfferForm } from "@/lib/schemas/offers";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import { callAs, createCallers, REFUSED_CALLERS, TEST_PASSWORD } from "@/tests/support/admin-session";
import { newDraftOffer, offerForm } from "./support/offer-form";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Issue 22, the offers: what the office met in the editor and the list, against a real database.
// Typed dates outside the window, translated field errors, the expiry's end of day in Zurich,
// untouched drafts, delete and duplicate, the list's search and filter, and Copy marking the
// offer sent so that its link works; every new action admin-only.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let db: TestDb;
let houseId = "";
const today = todayIn(SITE_TIME_ZONE, new Date());
const checkIn = addDays(today, 30);
const checkOut = addDays(today, 33);
/** An arrival night with a 4-night minimum, and a night that is taken. */
const minStayArrival = addDays(today, 50);
const takenNight = addDays(today, 60);
const E = en.adminOffers.errors;

const form = (id: string, over: Partial<OfferForm> = {}) => offerForm({ propertyId: houseId, checkIn, checkOut, today }, id, over);

const newOffer = newDraftOffer;

/** A saved, priced offer with a generated reply, still a draft. */
async function readyOffer(over: Partial<OfferForm> = {}): Promise<string> {
  const id = await newOffer();
  expect((await saveOfferAction("en", form(id, over))).data?.ok).toBe(true);
  expect((await generateOfferReplyAction("en", { id })).data?.ok).toBe(true);
  return id;
}

const row = (id: string) => db.prisma.offer.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  delete process.env.SITE_URL;
  process.env.PORT = "3105";
  resetEnvCache();
  db = await createTestDb();
  await createCallers(db);
  await db.prisma.user.create({
    data: { email: "planner@callers.test", passwordHash: await hashPassword(TEST_PASSWORD), emailVerified: new Date(), roles: { create: [{ role: "planner" }] } },
  });
  const house = await db.prisma.property.create({
    data: {
      slug: "gruppenhaus-allalin", name: "Gruppenhaus Allalin", location: "Saas-Fee", maxGuests: 20, bedrooms: 8, bathrooms: 4,
      pricePerNight: "300.00", cleaningFee: "200.00", isGroupHouse: true, smoobuPropertyId: 202,
    },
  });
  houseId = house.id;
  await db.prisma.propertyRate.createMany({
    data: [
      { propertyId: houseId, date: fromIsoDate(checkIn), price: "350.00", available: true },
      { propertyId: houseId, date: fromIsoDate(minStayArrival), price: "350.00", available: true, minLengthOfStay: 4 },
      { propertyId: houseId, date: fromIsoDate(takenNight), price: null, available: false },
    ],
  });
});

afterAll(async () => {
  delete process.env.PORT;
  resetEnvCache();
  await db?.drop();
});

beforeEach(async () => {
  await callAs(request, db, "admin");
});

describe("save: the date rules on the server, the same as in the form", () => {
  it("refuses a stay in the past or beyond 400 days on its field, translated, and stores nothing", async () => {
    const id = await newOffer();
    const before = await row(id);
    const past = await saveOfferAction("en", form(id, { checkIn: addDays(today, -3), checkOut: addDays(today, 2) }));
    expect(past.validationErrors?.fieldErrors).toEqual({ checkIn: [E.checkInPast] });
    const far = await saveOfferAction("de", form(id, { checkIn: addDays(today, 398), checkOut: addDays(today, 402) }));
    expect(far.validationErrors?.fieldErrors).toEqual({ checkOut: [de.adminOffers.errors.checkOutTooFar] });
    expect(await row(id)).toEqual(before);
    // The last check-out the window allows is today + 400.
    expect((await saveOfferAction("en", form(id, { checkIn: addDays(today, 397), checkOut: addDays(today, 400) }))).data?.ok).toBe(true);
  });

  it("refuses taken nights and a stay under its arrival night's minimum, naming it", async () => {
    const id = await newOffer();
    const taken = await saveOfferAction("en", form(id, { checkIn: addDays(takenNight, -1), checkOut: addDays(takenNight, 2) }));
    expect(taken.serverError).toEqual({ code: "datesUnavailable", message: E.datesUnavailable });
    const short = await saveOfferAction("en", form(id, { checkIn: minStayArrival, checkOut: addDays(minStayArrival, 2) }));
    expect(short.serverError).toEqual({ code: "minStay", message: "The minimum stay for this arrival date is 4 nights." });
    expect((await saveOfferAction("en", form(id, { checkIn: minStayArrival, checkOut: addDays(minStayArrival, 4) }))).data?.ok).toBe(true);
  });

  it("answers 0 adults, a bad e-mail, a bad amount and reversed dates with sentences, not keys", async () => {
    const id = await newOffer();
    const result = await saveOfferAction("en", form(id, { adults: 0, guestEmail: "nope", discount: "1,5", checkOut: addDays(checkIn, -1) }));
    expect(result.validationErrors?.fieldErrors).toEqual({
      adults: [E.adultsMin],
      guestEmail: [E.invalidEmail],
      discount: [E.invalidAmount],
      checkOut: [E.checkOutBeforeCheckIn],
    });
    const reversed = await saveOfferAction("fr", form(id, { checkOut: addDays(checkIn, -1) }));
    expect(reversed.validationErrors?.fieldErrors.checkOut?.[0]).toBe("Le départ doit être après l’arrivée.");
  });

  it("says a discount above the base price is too high", async () => {
    const id = await newOffer();
    expect((await saveOfferAction("en", form(id, { discount: "5000" }))).serverError).toEqual({ code: "discountTooHigh", message: E.discountTooHigh });
  });
});

describe("expiry", () => {
  it("keeps the offer valid to the end of the chosen day in Zurich, and shows that day and 23:59", async () => {
    const id = await newOffer();
    const day = addDays(today, 8);
    expect((await saveOfferAction("en", form(id, { expiresOn: day }))).data?.ok).toBe(true);
    const { expiresAt } = await row(id);
    expect(expiresAt?.toISOString()).toBe(offerExpiryInstant(day).toISOString());
    expect(todayIn(SITE_TIME_ZONE, expiresAt ?? new Date(0))).toBe(day);
    expect(formatInstant((expiresAt ?? new Date(0)).toISOString(), "en")).toMatch(/23:59$/);
    expect((await getOfferEditor(id))?.form.expiresOn).toBe(day);
  });
});

describe("untouched drafts", () => {
  it("are never listed, and the next 'New Offer' removes those older than an hour", async () => {
    const old = await newOffer();
    const touched = await newOffer();
    await saveOfferAction("en", form(touched, { propertyId: null, checkIn: null, checkOut: null, guestName: "Kept Guest", guestEmail: "" }));
    const pasted = await newOffer();
    await db.prisma.offer.update({ where: { id: pasted }, data: { emailInputText: "Hello, is the house free?" } });
    const listed = (await listOffers()).map((o) => o.id);
    expect(listed).toEqual(expect.arrayContaining([touched, pasted]));
    expect(listed).not.toContain(old);

    await db.prisma.$executeRaw`UPDATE offers SET updated_at = now() - interval '2 hours' WHERE id IN (${old}::uuid, ${touched}::uuid, ${pasted}::uuid)`;
    const fresh = await newOffer();
    const left = new Set((await db.prisma.offer.findMany({ select: { id: true } })).map((o) => o.id));
    expect(left.has(old)).toBe(false);
    expect([touched, pasted, fresh].every((id) => left.has(id))).toBe(true);
  });

  it("loses nothing when a removed draft's open editor saves or extracts: it is created again", async () => {
    const id = await newOffer();
    await db.prisma.offer.delete({ where: { id } });
    expect((await saveOfferAction("en", form(id))).data?.ok).toBe(true);
    expect(await row(id)).toMatchObject({ guestName: "Emily Watson", status: "draft" });
    expect((await row(id)).offerToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const other = await newOffer();
    await db.prisma.offer.delete({ where: { id: other } });
    const text = "Hello,\nis the Allalin free? We are two adults.\nKind regards,\nEmily Watson\nemily@example.com";
    // The inquiry is stored before it is read (what the extractor makes of it is tested elsewhere).
    await extractOfferDataAction("en", { id: other, text });
    expect(await row(other)).toMatchObject({ emailInputText: text, status: "draft" });
  });
});

describe("delete and duplicate", () => {
  it("deletes a draft, and refuses a sent offer and one with a payment", async () => {
    const draft = await newOffer();
    expect((await deleteOfferAction("en", { id: draft })).data?.ok).toBe(true);
    expect(await db.prisma.offer.findUnique({ where: { id: draft } })).toBeNull();
    expect((await deleteOfferAction("en", { id: draft })).serverError?.code).toBe("offerNotFound");

    const sent = await readyOffer();
    await db.prisma.offer.update({ where: { id: sent }, data: { status: "sent" } });
    expect((await deleteOfferAction("en", { id: sent })).serverError).toEqual({ code: "offerNotDraft", message: E.offerNotDraft });
    const paid = await newOffer();
    await db.prisma.offer.update({ where: { id: paid }, data: { paidAt: new Date() } });
    expect((await deleteOfferAction("en", { id: paid })).serverError?.code).toBe("offerInUse");
    expect(await db.prisma.offer.count({ where: { id: { in: [sent, paid] } } })).toBe(2);
  });

  it("duplicates an offer as a new draft with a new link, without its reply or a past expiry", async () => {
    const id = await readyOffer({ otaReference: "HMABC123" });
    await db.prisma.offer.update({ where: { id }, data: { status: "sent", expiresAt: new Date(Date.now() - 60_000) } });
    const copy = await duplicateOfferAction("en", { id });
    const copyId = copy.data?.id ?? "";
    expect(copyId).not.toBe(id);
    const [a, b] = [await row(id), await row(copyId)];
    expect(b).toMatchObject({
      status: "draft", guestName: a.guestName, guestEmail: a.guestEmail, propertyId: a.propertyId, checkIn: a.checkIn, checkOut: a.checkOut,
      adults: a.adults, otaReference: "HMABC123", totalPrice: a.totalPrice, generatedEmailResponse: null, expiresAt: null,
    });
    expect(b.offerToken).not.toBe(a.offerToken);
    expect((await duplicateOfferAction("en", { id: "00000000-0000-4000-8000-000000000000" })).serverError?.code).toBe("offerNotFound");
  });
});

describe("offers list", () => {
  it("searches guest name, e-mail and reference, filters by status, and combines both", async () => {
    const a = await newOffer();
    await saveOfferAction("en", form(a, { guestName: "Jürg Zurbriggen", guestEmail: "jz@bergmail.ch", otaReference: "HMZZ77" }));
    const b = await newOffer();
    await saveOfferAction("en", form(b, { guestName: "Anna Zurbriggen", guestEmail: "anna@example.org" }));
    await db.prisma.offer.update({ where: { id: b }, data: { status: "sent" } });
    const ids = async (q: string, status: OfferForm["language"] | null | "sent" | "draft" = null) =>
      (await listOffers({ q, status: status as "sent" | "draft" | null, expiring: null })).map((o) => o.id).sort();

    expect(await ids("zurbriggen")).toEqual([a, b].sort());
    expect(await ids("BERGMAIL")).toEqual([a]);
    expect(await ids("hmzz")).toEqual([a]);
    expect(await ids("zurbriggen", "sent")).toEqual([b]);
    expect(await ids("", "sent")).toContain(b);
    expect(await ids("", "sent")).not.toContain(a);
    expect(await ids("nobody-by-that-name")).toEqual([]);
  });
});

describe("copy marks the offer sent", () => {
  it("makes the guest's link work, and says so", async () => {
    const id = await readyOffer();
    const { offerToken } = await row(id);
    await callAs(request, db, null);
    expect(await readOfferForVisitor(offerToken, "en"), "a draft's link is dead").toBeNull();
    await callAs(request, db, "admin");

    expect((await markOfferSentAction("en", { id })).data).toEqual({ ok: true, status: "sent" });
    expect((await row(id)).status).toBe("sent");
    await callAs(request, db, null);
    const visitor = await readOfferForVisitor(offerToken, "en");
    expect(visitor?.offer.block).toBeNull();
    expect(visitor?.preview).toBe(false);
    await callAs(request, db, "admin");
    // The link quotes this server's port when SITE_URL is not set.
    expect((await row(id)).generatedEmailResponse).toContain(`http://localhost:3105/en/offer/${offerToken}`);
    // A viewed or accepted offer keeps its status.
    await db.prisma.offer.update({ where: { id }, data: { status: "accepted" } });
    expect((await markOfferSentAction("en", { id })).data?.status).toBe("accepted");
  });

  it("refuses an offer the guest could not pay, saying why, and leaves it a draft", async () => {
    const noReply = await newOffer();
    await saveOfferAction("en", form(noReply));
    expect((await markOfferSentAction("en", { id: noReply })).serverError).toEqual({ code: "replyMissing", message: E.replyMissing });

    const expired = await readyOffer();
    await db.prisma.offer.update({ where: { id: expired }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await markOfferSentAction("en", { id: expired })).serverError).toEqual({ code: "offerExpired", message: E.offerExpired });

    // The stay has begun since the reply was made (days move on): neither Copy nor Send sends it.
    const past = await readyOffer();
    await db.prisma.offer.update({ where: { id: past }, data: { checkIn: fromIsoDate(addDays(today, -1)) } });
    expect((await markOfferSentAction("en", { id: past })).serverError).toEqual({ code: "checkInPast", message: E.checkInPast });
    expect((await sendOfferAction("en", { id: past })).serverError?.code).toBe("checkInPast");

    // A booking took the nights since.
    const taken = await readyOffer();
    await db.prisma.booking.create({
      data: { propertyId: houseId, arrival: fromIsoDate(checkIn), departure: fromIsoDate(checkOut), guestName: "Other Guest", smoobuBookingId: 990_001 },
    });
    expect((await markOfferSentAction("en", { id: taken })).serverError?.code).toBe("datesUnavailable");
    await db.prisma.booking.deleteMany({ where: { smoobuBookingId: 990_001 } });

    const statuses = await db.prisma.offer.findMany({ where: { id: { in: [noReply, expired, past, taken] } }, select: { status: true } });
    expect(statuses.map((s) => s.status)).toEqual(["draft", "draft", "draft", "draft"]);
  });
});

describe("guard", () => {
  it("refuses delete, duplicate and mark-sent to anonymous, guest, team_member and planner, changing nothing", async () => {
    const id = await readyOffer();
    const before = await row(id);
    const count = await db.prisma.offer.count();
    const planner = async () => {
      request.cookies = new Map();
      request.ip = (request.ip % 250) + 1;
      await db.prisma.rateLimitHit.deleteMany();
      expect((await signInAction("en", { email: "planner@callers.test", password: TEST_PASSWORD })).data?.ok).toBe(true);
    };
    const callers: [() => Promise<void>, string][] = [
      ...REFUSED_CALLERS.map(([role, code]) => [() => callAs(request, db, role), code] as [() => Promise<void>, string]),
      [planner, "forbidden"],
    ];
    for (const [signIn, code] of callers) {
      await signIn();
      expect((await deleteOfferAction("en", { id })).serverError?.code).toBe(code);
      expect((await duplicateOfferAction("en", { id })).serverError?.code).toBe(code);
      expect((await markOfferSentAction("en", { id })).serverError?.code).toBe(code);
    }
    expect(await row(id)).toEqual(before);
    expect(await db.prisma.offer.count()).toBe(count);
  });
});
