import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { generateOfferReplyAction } from "@/lib/actions/offers/generate-offer-reply";
import { markOfferSentAction } from "@/lib/actions/offers/mark-offer-sent";
import { saveOfferAction } from "@/lib/actions/offers/save-offer";
import { sendOfferAction } from "@/lib/actions/offers/send-offer";
import { setOfferStatusAction } from "@/lib/actions/offers/set-offer-status";
import { listOffers } from "@/lib/data/offer-list";
import { getOfferEditor } from "@/lib/data/offers";
import { addDays, fromIsoDate, SITE_TIME_ZONE, todayIn } from "@/lib/domain/dates";
import { resetEnvCache } from "@/lib/env";
import type { OfferForm } from "@/lib/schemas/offers";
import de from "@/messages/de.json";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { callAs, createCallers, REFUSED_CALLERS } from "@/tests/support/admin-session";
import { newDraftOffer, offerForm } from "./support/offer-form";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Issue 22's follow-ups in the offers, against a real database:
//  1. the date rules apply to offers that can still be sent or paid; an accepted, paid or booked
//     offer keeps its dates and price inputs, and its other fields stay editable;
//  3. one send rule for Copy, the status menu and mail (an e-mail only for mail);
//  and the list's "open" filter (sent or viewed, still waiting) behind the dashboard's figure.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let db: TestDb;
let houseId = "";
const today = todayIn(SITE_TIME_ZONE, new Date());
const checkIn = addDays(today, 30);
const checkOut = addDays(today, 33);
/** An arrival night with a 4-night minimum. */
const minStayArrival = addDays(today, 50);
/** A stay that began two days ago. */
const begunIn = addDays(today, -2);
const begunOut = addDays(today, 2);
const E = en.adminOffers.errors;

const form = (id: string, over: Partial<OfferForm> = {}) => offerForm({ propertyId: houseId, checkIn, checkOut, today }, id, over);

const newOffer = newDraftOffer;

/** A saved, priced offer, still a draft; with a generated reply unless told. */
async function pricedOffer(over: Partial<OfferForm> = {}, reply = true): Promise<string> {
  const id = await newOffer();
  expect((await saveOfferAction("en", form(id, over))).data?.ok).toBe(true);
  if (reply) expect((await generateOfferReplyAction("en", { id })).data?.ok).toBe(true);
  return id;
}

/** What the editor shows for an offer now (its form, as the admin would save it back). */
async function editorForm(id: string): Promise<OfferForm> {
  const editor = await getOfferEditor(id);
  if (!editor) throw new Error(`no offer ${id}`);
  return editor.form;
}

const row = (id: string) => db.prisma.offer.findUniqueOrThrow({ where: { id } });
/** The stay moved into the past behind the editor's back: it began two days ago. */
const beginStay = (id: string, data: { status?: "sent" | "viewed" | "accepted" | "expired"; paidAt?: Date | null } = {}) =>
  db.prisma.offer.update({ where: { id }, data: { checkIn: fromIsoDate(begunIn), checkOut: fromIsoDate(begunOut), ...data } });

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  delete process.env.SITE_URL;
  resetEnvCache();
  db = await createTestDb();
  await createCallers(db);
  const house = await db.prisma.property.create({
    data: {
      slug: "gruppenhaus-mischabel", name: "Gruppenhaus Mischabel", location: "Saas-Grund", maxGuests: 20, bedrooms: 8, bathrooms: 4,
      pricePerNight: "300.00", cleaningFee: "200.00", isGroupHouse: true, smoobuPropertyId: 303,
    },
  });
  houseId = house.id;
  await db.prisma.propertyRate.createMany({
    data: [
      { propertyId: houseId, date: fromIsoDate(checkIn), price: "350.00", available: true },
      { propertyId: houseId, date: fromIsoDate(minStayArrival), price: "350.00", available: true, minLengthOfStay: 4 },
    ],
  });
});

afterAll(async () => {
  resetEnvCache();
  await db?.drop();
});

beforeEach(async () => {
  await callAs(request, db, "admin");
});

describe("save: the date rules follow what the offer has become", () => {
  it("saves the guest's details of a paid offer whose stay has begun, keeping its dates and the figures paid", async () => {
    const id = await pricedOffer();
    await beginStay(id, { status: "accepted", paidAt: new Date() });
    const before = await row(id);
    const stored = await editorForm(id);
    expect((await getOfferEditor(id))?.stayFixed).toBe(true);

    const edited = { ...stored, guestName: "Emily Watson-Brown", guestPhone: "+41 79 555 12 34", language: "de" as const, otaReference: "HM-PAID-1", expiresOn: null };
    expect((await saveOfferAction("en", edited)).data).toEqual({ ok: true });
    const after = await row(id);
    expect(after).toMatchObject({ guestName: "Emily Watson-Brown", guestPhone: "+41 79 555 12 34", language: "de", otaReference: "HM-PAID-1", expiresAt: null, status: "accepted" });
    // Nothing the guest paid for moved: the stay, the party and every figure are as they were.
    const { checkIn: ci, checkOut: co, adults, basePrice, discount, cleaningFee, touristTax, saastalCard, totalPrice, downpaymentAmount } = before;
    expect(after).toMatchObject({ checkIn: ci, checkOut: co, adults, basePrice, discount, cleaningFee, touristTax, saastalCard, totalPrice, downpaymentAmount });
  });

  it("refuses to change a paid or accepted offer's dates, translated, on the field, and stores nothing", async () => {
    const id = await pricedOffer();
    await beginStay(id, { status: "accepted", paidAt: new Date() });
    const stored = await editorForm(id);
    const before = await row(id);

    const moved = await saveOfferAction("en", { ...stored, guestName: "Someone Else", checkIn: addDays(today, 40), checkOut: addDays(today, 43) });
    expect(moved.validationErrors?.fieldErrors).toEqual({ checkIn: [E.datesFixed] });
    const longer = await saveOfferAction("de", { ...stored, checkOut: addDays(begunOut, 1) });
    expect(longer.validationErrors?.fieldErrors).toEqual({ checkOut: [de.adminOffers.errors.datesFixed] });
    const bigger = await saveOfferAction("fr", { ...stored, adults: 6 });
    expect(bigger.validationErrors?.fieldErrors).toEqual({ adults: [fr.adminOffers.errors.priceFixed] });
    const cheaper = await saveOfferAction("en", { ...stored, discount: "50" });
    expect(cheaper.validationErrors?.fieldErrors).toEqual({ discount: [E.priceFixed] });
    expect(await row(id)).toEqual(before);

    // Accepted by hand (nothing paid) is as fixed: the office marked the stay sold.
    const byHand = await pricedOffer({}, false);
    await beginStay(byHand, { status: "accepted" });
    const handForm = await editorForm(byHand);
    expect((await saveOfferAction("en", { ...handForm, guestEmail: "new@example.com" })).data?.ok).toBe(true);
    expect((await saveOfferAction("en", { ...handForm, checkIn: addDays(today, 3), checkOut: addDays(today, 6) })).validationErrors?.fieldErrors).toEqual({ checkIn: [E.datesFixed] });
  });

  it("treats an offer with a booking as sold, whatever its status says", async () => {
    const id = await pricedOffer();
    await beginStay(id, { status: "sent" });
    await db.prisma.booking.create({
      data: { propertyId: houseId, arrival: fromIsoDate(begunIn), departure: fromIsoDate(begunOut), guestName: "Emily Watson", offerId: id, smoobuBookingId: 880_001 },
    });
    const stored = await editorForm(id);
    expect((await saveOfferAction("en", { ...stored, guestPhone: "+44 20 7946 0000" })).data?.ok).toBe(true);
    expect((await row(id)).guestPhone).toBe("+44 20 7946 0000");
  });

  it("still applies the window rule to offers that can be sent or paid: sent, viewed, expired", async () => {
    for (const status of ["sent", "viewed", "expired"] as const) {
      const id = await pricedOffer();
      await beginStay(id, { status });
      const before = await row(id);
      const result = await saveOfferAction("en", { ...(await editorForm(id)), guestName: "Only The Name" });
      expect([status, result.validationErrors?.fieldErrors]).toEqual([status, { checkIn: [E.checkInPast] }]);
      expect(await row(id)).toEqual(before);
    }
  });
});

describe("one send rule for Copy, the status menu and mail", () => {
  it("lets the status menu and Copy mark an offer sent without a guest e-mail; mail needs one", async () => {
    const byMenu = await pricedOffer({ guestEmail: "" }, false);
    expect((await setOfferStatusAction("en", { id: byMenu, status: "sent" })).data).toEqual({ ok: true, status: "sent" });
    expect((await row(byMenu)).status).toBe("sent");

    const byCopy = await pricedOffer({ guestEmail: "" });
    expect((await markOfferSentAction("en", { id: byCopy })).data).toEqual({ ok: true, status: "sent" });

    const byMail = await pricedOffer({ guestEmail: "" });
    expect((await sendOfferAction("en", { id: byMail })).serverError).toEqual({ code: "guestEmailMissing", message: E.guestEmailMissing });
    expect((await row(byMail)).status).toBe("draft");
  });

  it("refuses Sent from the status menu for what the guest could not pay, translated, and changes nothing", async () => {
    const past = await pricedOffer({}, false);
    await beginStay(past);
    expect((await setOfferStatusAction("en", { id: past, status: "sent" })).serverError).toEqual({ code: "checkInPast", message: E.checkInPast });

    const expired = await pricedOffer({}, false);
    await db.prisma.offer.update({ where: { id: expired }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await setOfferStatusAction("de", { id: expired, status: "sent" })).serverError).toEqual({ code: "offerExpired", message: de.adminOffers.errors.offerExpired });

    const noHouse = await newOffer();
    await saveOfferAction("en", form(noHouse, { propertyId: null }));
    expect((await setOfferStatusAction("en", { id: noHouse, status: "sent" })).serverError?.code).toBe("replyIncomplete");

    const unpriced = await pricedOffer({}, false);
    await db.prisma.offer.update({ where: { id: unpriced }, data: { totalPrice: null } });
    expect((await setOfferStatusAction("en", { id: unpriced, status: "sent" })).serverError).toEqual({ code: "offerNotPriced", message: E.offerNotPriced });

    // The house raised the arrival night's minimum after the offer was priced for 4 nights.
    const short = await pricedOffer({ checkIn: minStayArrival, checkOut: addDays(minStayArrival, 4) }, false);
    await db.prisma.propertyRate.updateMany({ where: { propertyId: houseId, date: fromIsoDate(minStayArrival) }, data: { minLengthOfStay: 5 } });
    expect((await setOfferStatusAction("fr", { id: short, status: "sent" })).serverError).toEqual({
      code: "minStay",
      message: "Pour cette date d’arrivée, le séjour minimum est de 5 nuits.",
    });
    await db.prisma.propertyRate.updateMany({ where: { propertyId: houseId, date: fromIsoDate(minStayArrival) }, data: { minLengthOfStay: 4 } });

    const statuses = await db.prisma.offer.findMany({ where: { id: { in: [past, expired, noHouse, unpriced, short] } }, select: { status: true } });
    expect(statuses.map((s) => s.status)).toEqual(["draft", "draft", "draft", "draft", "draft"]);
    // Other statuses are the office's to set: no rule in the way.
    expect((await setOfferStatusAction("en", { id: past, status: "rejected" })).data?.status).toBe("rejected");
  });

  it("never sends a paid offer again, by menu, mail or Copy", async () => {
    const id = await pricedOffer();
    await db.prisma.offer.update({ where: { id }, data: { status: "accepted", paidAt: new Date() } });
    expect((await setOfferStatusAction("en", { id, status: "sent" })).serverError).toEqual({ code: "offerAlreadyPaid", message: E.offerAlreadyPaid });
    expect((await sendOfferAction("en", { id })).serverError?.code).toBe("offerAlreadyPaid");
    // Copying the reply of a paid offer only copies it.
    expect((await markOfferSentAction("en", { id })).data).toEqual({ ok: true, status: "accepted" });
    expect((await row(id)).status).toBe("accepted");
    expect(await db.prisma.mailOutbox.count({ where: { template: "offer-sent" } })).toBe(0);
  });

  it("is admin-only in the status menu too", async () => {
    const id = await pricedOffer({}, false);
    for (const [role, code] of REFUSED_CALLERS) {
      await callAs(request, db, role);
      expect((await setOfferStatusAction("en", { id, status: "sent" })).serverError?.code).toBe(code);
    }
    expect((await row(id)).status).toBe("draft");
  });
});

describe("the list's open filter", () => {
  it("lists sent and viewed offers still waiting for the guest, not paid, booked or ended ones", async () => {
    const make = async (name: string, data: { status: "sent" | "viewed" | "draft"; expiresAt?: Date | null; paidAt?: Date | null }) => {
      const id = await pricedOffer({ guestName: name }, false);
      await db.prisma.offer.update({ where: { id }, data: { expiresAt: null, ...data } });
      return id;
    };
    const tag = `Open${Date.now()}`;
    const sent = await make(`${tag} sent`, { status: "sent" });
    const viewed = await make(`${tag} viewed`, { status: "viewed", expiresAt: new Date(Date.now() + 3_600_000) });
    await make(`${tag} ended`, { status: "sent", expiresAt: new Date(Date.now() - 1000) });
    await make(`${tag} paid`, { status: "viewed", paidAt: new Date() });
    await make(`${tag} draft`, { status: "draft" });
    const ids = async (status: "open" | "sent", expiring: "48h" | null = null) => (await listOffers({ q: tag, status, expiring })).map((o) => o.id).sort();
    expect(await ids("open")).toEqual([sent, viewed].sort());
    expect(await ids("sent"), "status=sent alone misses the viewed one").not.toContain(viewed);
    expect(await ids("open", "48h")).toEqual([viewed]);
  });
});
