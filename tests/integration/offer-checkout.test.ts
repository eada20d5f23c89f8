import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { createInstantBookingAction } from "@/lib/actions/instant-booking/create-instant-booking";
import { readOfferForVisitor } from "@/lib/data/offer-access";
import { markOfferSeen } from "@/lib/data/offer-checkout";
import { offerDatesFree, readOfferView } from "@/lib/data/offer-view";
import { resetEnvCache } from "@/lib/env";
import { newOfferToken } from "@/lib/security/tokens";
import { startFakeSmoobu, type FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe/server";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Paying an offer's deposit end to end without a browser: the action talks to the Stripe fake
// over HTTP, the fake delivers signed events to the webhook route, and the fulfilment creates the
// reservation in the Smoobu fake, the local booking and the mails.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 7 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.3"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const API_KEY = "sk_test_offer_fake_key";
const WEBHOOK_SECRET = "whsec_offer_fake_secret";
const APARTMENT = { id: 771001, name: "Chalet Offer" };

let db: TestDb;
let fake: FakeStripe;
let smoobu: FakeSmoobu;
let webhookServer: http.Server;
let webhookUrl: string;
let propertyId: string;

const details = {
  firstName: "Anna",
  lastName: "Muster",
  email: "anna.offer@example.ch",
  phone: "+41 79 123 45 67",
  street: "Dorfstrasse 1",
  postalCode: "3906",
  city: "Saas-Fee",
  country: "CH" as const,
  specialRequests: "Late arrival",
  agreeTerms: true,
};

async function serveWebhook(): Promise<string> {
  webhookServer = http.createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      const response = await stripeWebhook(new Request(`http://127.0.0.1${req.url}`, { method: "POST", headers, body: Buffer.concat(chunks) }));
      res.writeHead(response.status, { "content-type": "application/json" });
      res.end(await response.text());
    })();
  });
  await new Promise<void>((resolve) => webhookServer.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/api/webhooks/stripe`;
}

async function deliver(event: { payload: string; signature: string }) {
  const response = await fetch(webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": event.signature }, body: event.payload });
  return { status: response.status, body: (await response.json()) as { result?: string } };
}

let nextStart = 0;
/** An offer on its own dates unless told otherwise. */
async function createOffer(over: { status?: "sent" | "draft"; source?: "admin" | "instant"; expiresInMs?: number; checkIn?: string; checkOut?: string; total?: string; down?: string | null; language?: "de" | "en" | "fr" } = {}) {
  nextStart += 10;
  const checkIn = over.checkIn ?? new Date(Date.UTC(2031, 0, 1 + nextStart)).toISOString().slice(0, 10);
  const checkOut = over.checkOut ?? new Date(Date.UTC(2031, 0, 6 + nextStart)).toISOString().slice(0, 10);
  return db.prisma.offer.create({
    data: {
      status: over.status ?? "sent",
      source: over.source ?? "admin",
      offerToken: newOfferToken(),
      propertyId,
      language: over.language ?? "fr",
      checkIn: new Date(`${checkIn}T00:00:00Z`),
      checkOut: new Date(`${checkOut}T00:00:00Z`),
      adults: 2,
      children6To16: 1,
      totalPrice: over.total ?? "2500.00",
      downpaymentAmount: over.down === undefined ? "750.00" : over.down,
      expiresAt: new Date(Date.now() + (over.expiresInMs ?? 3 * 86_400_000)),
    },
  });
}

async function checkout(token: string, extra: Partial<typeof details> = {}) {
  const result = await startOfferCheckoutAction("en", { token, ...details, ...extra });
  const sessionId = result.data?.url?.split("/pay/")[1] ?? "";
  return { result, sessionId };
}

beforeAll(async () => {
  db = await createTestDb();
  propertyId = (await db.prisma.property.create({ data: { slug: "offer-chalet", name: APARTMENT.name, location: "Saas-Fee", maxGuests: 8, pricePerNight: "300.00", cleaningFee: "200.00", downpaymentAmount: "500.00", bedrooms: 3, bathrooms: 2, smoobuPropertyId: APARTMENT.id, isVisible: true } })).id;
  await db.prisma.channel.create({ data: { name: "Direct", smoobuChannelId: 465612 } });
  webhookUrl = await serveWebhook();
  fake = await startFakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl });
  smoobu = await startFakeSmoobu({ apiKey: "smoobu-offer-key", apartments: [APARTMENT] });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: API_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.baseUrl,
    SITE_URL: "https://chalets.example",
    SMOOBU_API_KEY: "smoobu-offer-key",
    SMOOBU_BASE_URL: smoobu.baseUrl,
  });
  resetEnvCache();
});

beforeEach(() => {
  fake.setWebhookUrl(webhookUrl);
});

afterAll(async () => {
  for (const v of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE", "SITE_URL", "SMOOBU_API_KEY", "SMOOBU_BASE_URL"]) delete process.env[v];
  resetEnvCache();
  await fake?.close();
  await smoobu?.close();
  await new Promise((resolve) => webhookServer?.close(resolve));
  await db?.drop();
});

describe("starting the checkout", () => {
  it("saves the details and opens one CHF session for the deposit, within the offer's expiry", async () => {
    const offer = await createOffer({ expiresInMs: 2 * 3600_000 });
    const before = Math.floor(Date.now() / 1000);
    const { result } = await checkout(offer.offerToken);
    const session = [...fake.sessions.values()].at(-1);
    expect(result.data?.url).toBe(session?.url);
    const payment = await db.prisma.bookingPayment.findFirstOrThrow({ where: { offerId: offer.id } });
    expect(payment).toMatchObject({ purpose: "offer_deposit", status: "pending", provider: "stripe", providerSessionId: session?.id });
    expect(payment.amount.toString()).toBe("750");
    expect(session).toMatchObject({
      amount_total: 75_000,
      currency: "chf",
      payment_method_types: ["card", "twint", "paypal"],
      client_reference_id: offer.id,
      customer_email: details.email,
      success_url: `https://chalets.example/en/offer/${offer.offerToken}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `https://chalets.example/en/offer/${offer.offerToken}/checkout/cancel`,
      metadata: { offerId: offer.id, purpose: "offer_deposit", paymentId: payment.id },
    });
    expect(session?.expires_at).toBeGreaterThanOrEqual(before + 2 * 3600 - 5);
    expect(session?.expires_at).toBeLessThanOrEqual(before + 2 * 3600 + 5);
    expect(fake.createRequests.at(-1)?.idempotencyKey).toBe(`offer-${offer.id}-75000-${payment.id}`);
    expect(await db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).toMatchObject({ guestName: "Anna Muster", guestEmail: details.email, guestCity: "Saas-Fee", guestCountry: "CH", specialRequests: "Late arrival" });
  });

  it("charges the whole total without TWINT above CHF 5,000 when there is no downpayment", async () => {
    const offer = await createOffer({ total: "6200.00", down: null });
    const { result } = await checkout(offer.offerToken);
    expect(result.data?.url).toBeTruthy();
    expect([...fake.sessions.values()].at(-1)).toMatchObject({ amount_total: 620_000, payment_method_types: ["card", "paypal"] });
  });

  it("a repeated submit goes back to the open session; another language, e-mail or a closing session gets a new one", async () => {
    const offer = await createOffer();
    const first = await checkout(offer.offerToken);
    const created = fake.createRequests.length;
    const again = await checkout(offer.offerToken, { phone: "+41 79 000 00 00" });
    expect(again.result.data?.url).toBe(first.result.data?.url);
    expect(fake.createRequests.length).toBe(created);
    expect(await db.prisma.bookingPayment.count({ where: { offerId: offer.id } })).toBe(1);
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).guestPhone).toBe("+41 79 000 00 00");
    // In another language the session (its pages and redirects) would be in the old one.
    const french = await startOfferCheckoutAction("fr", { token: offer.offerToken, ...details });
    expect(french.data?.url).not.toBe(first.result.data?.url);

    // Stripe shows the session's e-mail read-only: a changed one needs a new session.
    const other = await checkout(offer.offerToken, { email: "anna.other@example.ch" });
    expect(other.sessionId).toMatch(/^cs_test_/);
    expect(other.sessionId).not.toBe(first.sessionId);
    const closing = fake.sessions.get(other.sessionId);
    if (closing) closing.expires_at = Math.floor(Date.now() / 1000) + 120;
    const fresh = await checkout(offer.offerToken, { email: "anna.other@example.ch" });
    expect([first.sessionId, other.sessionId]).not.toContain(fresh.sessionId);
    expect(await db.prisma.bookingPayment.count({ where: { offerId: offer.id, status: "pending" } })).toBe(4);
  });

  it("validates again on the server, with translated messages", async () => {
    const offer = await createOffer();
    const result = await startOfferCheckoutAction("de", { token: offer.offerToken, ...details, firstName: "A", agreeTerms: false });
    expect(result.validationErrors?.fieldErrors.firstName).toEqual(["Der Vorname muss mindestens 2 Zeichen lang sein."]);
    expect(result.validationErrors?.fieldErrors.agreeTerms).toEqual(["Bitte akzeptieren Sie die AGB."]);
  });

  it("refuses unknown, draft, expired and paid offers in plain words", async () => {
    expect((await checkout("x".repeat(43))).result.serverError?.message).toBe("Offer not found.");
    expect((await checkout((await createOffer({ status: "draft" })).offerToken)).result.serverError?.code).toBe("offerNotFound");
    const expired = await createOffer({ expiresInMs: -1000 });
    expect((await checkout(expired.offerToken)).result.serverError?.message).toBe("This offer has expired and can no longer be paid.");
    const paid = await createOffer();
    await db.prisma.offer.update({ where: { id: paid.id }, data: { status: "accepted", paidAt: new Date() } });
    expect((await checkout(paid.offerToken)).result.serverError?.code).toBe("alreadyPaid");
  });

  it("says the dates are gone when a night became unavailable or a booking took them", async () => {
    const blocked = await createOffer();
    await db.prisma.propertyRate.create({ data: { propertyId, date: new Date(blocked.checkIn!.getTime() + 2 * 86_400_000), available: false } });
    expect((await checkout(blocked.offerToken)).result.serverError?.message).toBe("Unfortunately, these dates are no longer available.");
  });
});

describe("the webhook fulfilment", () => {
  it("accepts the offer once, creates the Smoobu reservation, the booking and the mails, even when delivered three times", async () => {
    const offer = await createOffer({ language: "fr" });
    const { sessionId } = await checkout(offer.offerToken);
    const completed = fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid" });
    expect((await deliver(completed)).body.result).toBe("succeeded");
    expect((await deliver(completed)).body.result).toBe("duplicate");
    expect((await deliver(completed)).body.result).toBe("duplicate");

    const after = await db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id }, include: { booking: true, payments: true } });
    expect(after.status).toBe("accepted");
    expect(after.paidAt).not.toBeNull();
    expect(after.attentionReason).toBeNull();
    expect(after.payments).toHaveLength(1);
    expect(after.payments[0]).toMatchObject({ status: "succeeded", needsRefund: false });
    const reservation = [...smoobu.bookings.values()].find((b) => b.id === after.booking?.smoobuBookingId);
    expect(reservation).toMatchObject({ arrival: offer.checkIn?.toISOString().slice(0, 10), "guest-name": "Anna Muster", email: details.email, adults: 2, children: 1, price: 2500, channel: { id: 465612 } });
    expect(after.booking).toMatchObject({ email: details.email, guestName: "Anna Muster", prepaymentPaid: true, language: "fr", referenceId: sessionId.slice(-8).toUpperCase() });
    expect(smoobu.requests.filter((r) => r.method === "POST" && r.path.endsWith("/reservations"))).toHaveLength(1);

    const mails = await db.prisma.mailOutbox.findMany({ where: { template: { startsWith: "offer-paid" } }, orderBy: { createdAt: "asc" } });
    const guestMail = mails.find((m) => m.toAddress === details.email);
    expect(guestMail).toMatchObject({ template: "offer-paid-guest-confirmation", locale: "fr" });
    expect(guestMail?.textBody).toContain("Votre réservation est confirmée");
    expect(mails.some((m) => m.template === "offer-paid-office-notice" && m.toAddress === "info@saastal-chalets.ch")).toBe(true);
  });

  it("records a second payment of a paid offer and flags it for refund", async () => {
    const offer = await createOffer();
    const first = await checkout(offer.offerToken);
    // Another e-mail opens a second session (the same one would be reused), both are paid.
    const second = await checkout(offer.offerToken, { email: "anna.second@example.ch" });
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await fake.complete(first.sessionId)).toEqual({ webhookStatus: 200 });
    expect(await fake.complete(second.sessionId)).toEqual({ webhookStatus: 200 });
    const payments = await db.prisma.bookingPayment.findMany({ where: { offerId: offer.id }, orderBy: { createdAt: "asc" } });
    expect(payments.map((p) => [p.status, p.needsRefund])).toEqual([["succeeded", false], ["succeeded", true]]);
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).attentionReason).toMatch(/Second payment/);
    expect(await db.prisma.booking.count({ where: { offerId: offer.id } })).toBe(1);
  });

  it("two instant requests for the same dates: the second is told before paying", async () => {
    const a = await createOffer({ source: "instant", expiresInMs: 30 * 60_000 });
    const b = await createOffer({ source: "instant", expiresInMs: 30 * 60_000, checkIn: a.checkIn!.toISOString().slice(0, 10), checkOut: a.checkOut!.toISOString().slice(0, 10) });
    expect((await checkout(a.offerToken)).result.data?.url).toBeTruthy();
    expect((await checkout(b.offerToken)).result.serverError?.code).toBe("datesUnavailable");
  });

  it("a race lost after paying: Smoobu refuses, the payment stays recorded and is flagged for refund", async () => {
    const a = await createOffer();
    const b = await createOffer({ checkIn: a.checkIn!.toISOString().slice(0, 10), checkOut: a.checkOut!.toISOString().slice(0, 10) });
    const sa = await checkout(a.offerToken);
    const sb = await checkout(b.offerToken);
    // Both started before either paid (admin offers do not hold dates): the first payment wins.
    await fake.complete(sa.sessionId);
    await fake.complete(sb.sessionId);
    const lost = await db.prisma.offer.findUniqueOrThrow({ where: { id: b.id }, include: { payments: true, booking: true } });
    expect(lost.payments[0]).toMatchObject({ status: "succeeded", needsRefund: true });
    expect(lost.attentionReason).toMatch(/dates were taken/);
    expect(lost.booking).toBeNull();
    expect(await db.prisma.mailOutbox.count({ where: { template: "offer-paid-office-notice", subject: { contains: "Handlungsbedarf" } } })).toBeGreaterThan(0);
  });

  it("Smoobu refusing the reservation keeps the payment and tells the office", async () => {
    const offer = await createOffer();
    const { sessionId } = await checkout(offer.offerToken);
    // Someone booked the dates directly in Smoobu after the checkout started.
    smoobu.addBooking({ id: 99_000_001, type: "reservation", arrival: offer.checkIn!.toISOString().slice(0, 10), departure: offer.checkOut!.toISOString().slice(0, 10), apartment: APARTMENT });
    await fake.complete(sessionId);
    const after = await db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id }, include: { payments: true } });
    expect(after.status).toBe("accepted");
    expect(after.payments[0]).toMatchObject({ status: "succeeded", needsRefund: true });
    expect(after.attentionReason).toMatch(/dates were taken/);
  });

  it("expired sessions are recorded as failed and release the dates", async () => {
    const a = await createOffer({ source: "instant", expiresInMs: 30 * 60_000 });
    const b = await createOffer({ source: "instant", expiresInMs: 30 * 60_000, checkIn: a.checkIn!.toISOString().slice(0, 10), checkOut: a.checkOut!.toISOString().slice(0, 10) });
    const { sessionId } = await checkout(a.offerToken);
    expect((await deliver(fake.signedEvent(sessionId, "checkout.session.expired", { status: "expired" }))).body.result).toBe("failed");
    expect((await db.prisma.bookingPayment.findFirstOrThrow({ where: { offerId: a.id } })).status).toBe("failed");
    expect((await checkout(b.offerToken)).result.data?.url).toBeTruthy();
  });

  it("refuses a bad signature and changes nothing", async () => {
    const offer = await createOffer();
    const { sessionId } = await checkout(offer.offerToken);
    const event = fake.signedEvent(sessionId, "checkout.session.completed", { payment_status: "paid" });
    expect((await deliver({ payload: event.payload, signature: "t=1,v1=deadbeef" })).status).toBe(400);
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id } })).status).toBe("sent");
  });
});

describe("instant booking from the property page", () => {
  const stay = (offsetDays: number, nights: number) => {
    const start = new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + (offsetDays + nights) * 86_400_000).toISOString().slice(0, 10);
    return { slug: "offer-chalet", checkIn: start, checkOut: end, adults: 2, children6To16: 1, children3To5: 0, babies: 1 };
  };

  it("creates a 30-minute instant request priced on the server, which the webhook turns into a booking", async () => {
    request.ip = 21;
    const result = await createInstantBookingAction("de", stay(40, 3));
    const token = result.data?.url.match(/\/offer\/([^/]+)\/checkout$/)?.[1] ?? "";
    expect(token).not.toBe("");
    const offer = await db.prisma.offer.findUniqueOrThrow({ where: { offerToken: token }, include: { channel: true } });
    expect(offer).toMatchObject({ source: "instant", status: "sent", language: "de", adults: 2, children6To16: 1, babies: 1, channel: { name: "Direct" } });
    expect(offer.totalPrice?.toString()).toBe(String(900 + 200 + Number(offer.touristTax) + Number(offer.saastalCard)));
    expect(offer.downpaymentAmount?.toString()).toBe("500");
    expect((offer.expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((offer.expiresAt?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const { sessionId } = await checkout(token);
    expect((fake.sessions.get(sessionId)?.expires_at ?? 0) - Date.now() / 1000).toBeGreaterThanOrEqual(30 * 60);
    await fake.complete(sessionId);
    const after = await db.prisma.offer.findUniqueOrThrow({ where: { id: offer.id }, include: { booking: true } });
    expect(after.status).toBe("accepted");
    expect(after.booking?.smoobuBookingId).toBeGreaterThan(0);
  });

  it("the second guest racing for the same dates is told before paying", async () => {
    request.ip = 22;
    const first = await createInstantBookingAction("en", stay(60, 4));
    const token = first.data?.url.match(/\/offer\/([^/]+)\/checkout$/)?.[1] ?? "";
    await checkout(token);
    const second = await createInstantBookingAction("en", stay(61, 2));
    expect(second.serverError).toEqual({ code: "datesUnavailable", message: "Unfortunately, these dates are no longer available." });
  });

  it("validates, refuses too many guests, and limits requests per IP", async () => {
    request.ip = 23;
    expect((await createInstantBookingAction("en", { ...stay(80, 2), checkOut: stay(80, 2).checkIn })).validationErrors?.fieldErrors.checkOut).toEqual(["Please select check-in and check-out."]);
    expect((await createInstantBookingAction("fr", { ...stay(80, 2), adults: 9 })).serverError?.message).toBe("Au maximum 8 voyageurs.");
    request.ip = 24;
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await createInstantBookingAction("en", stay(100 + i * 5, 2))).serverError?.code);
    expect(answers.slice(0, 10).every((c) => c === undefined)).toBe(true);
    expect(answers[10]).toBe("rateLimited");
  });
});

describe("the offer page's data", () => {
  it("marks a sent offer viewed on the first view and an offer past its expiry expired", async () => {
    const sent = await createOffer();
    await markOfferSeen(sent.id, false);
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe("viewed");
    const old = await createOffer({ expiresInMs: -60_000 });
    const view = await readOfferView(old.offerToken, "en");
    expect(view?.block).toBe("expired");
    await markOfferSeen(old.id, true);
    expect((await db.prisma.offer.findUniqueOrThrow({ where: { id: old.id } })).status).toBe("expired");
  });

  it("shows drafts only to admins, as a preview; unknown tokens are not found", async () => {
    const draft = await createOffer({ status: "draft" });
    expect(await readOfferForVisitor(draft.offerToken, "en")).toBeNull();
    expect(await readOfferForVisitor("unknown-token-000000000000", "en")).toBeNull();
    const sent = await createOffer();
    expect((await readOfferForVisitor(sent.offerToken, "en"))?.preview).toBe(false);
  });

  it("reports a night that became unavailable, and the deposit and breakdown", async () => {
    const offer = await createOffer();
    const view = await readOfferView(offer.offerToken, "en");
    expect(view).toMatchObject({ deposit: 75_000, nights: 5, prices: { total: 250_000 }, property: { name: APARTMENT.name } });
    expect(await offerDatesFree(view!)).toBe(true);
    await db.prisma.propertyRate.create({ data: { propertyId, date: offer.checkIn!, available: false } });
    expect(await offerDatesFree(view!)).toBe(false);
  });
});
