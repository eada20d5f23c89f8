import { afterAll, beforeAll, beforeEach } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import { startOfferCheckoutAction } from "@/lib/actions/checkout/start-offer-checkout";
import { resetEnvCache } from "@/lib/env";
import { newOfferToken } from "@/lib/security/tokens";
import { stopBoss } from "@/lib/jobs/queue";
import { startFakeSmoobu, type FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe/server";
import type { FakeRequest } from "@/tests/support/fake-request";
import { serveRoute } from "@/tests/support/route-server";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// Paying offers end to end without a browser: the checkout action talks to the Stripe fake over
// HTTP, the fake delivers signed events to the webhook route served over HTTP, and the
// fulfilment books the stay in the Smoobu fake. Shared by the offer checkout and fulfilment tests.

export const APARTMENT = { id: 771001, name: "Chalet Offer" };
const API_KEY = "sk_test_offer_fake_key";
const WEBHOOK_SECRET = "whsec_offer_fake_secret";
const ENV = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE", "SITE_URL", "SMOOBU_API_KEY", "SMOOBU_API_SECRET", "SMOOBU_BASE_URL", "SMOOBU_DIRECT_CHANNEL_ID"];

export const details = {
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

export interface OfferWorld {
  db: TestDb;
  fake: FakeStripe;
  smoobu: FakeSmoobu;
  webhookUrl: string;
  propertyId: string;
  close(): Promise<void>;
}

export async function startOfferWorld(): Promise<OfferWorld> {
  const db = await createTestDb();
  const propertyId = (
    await db.prisma.property.create({
      data: { slug: "offer-chalet", name: APARTMENT.name, location: "Saas-Fee", maxGuests: 8, pricePerNight: "300.00", cleaningFee: "200.00", downpaymentAmount: "500.00", bedrooms: 3, bathrooms: 2, smoobuPropertyId: APARTMENT.id, isVisible: true },
    })
  ).id;
  await db.prisma.channel.create({ data: { name: "Direct", smoobuChannelId: 465612 } });
  const webhook = await serveRoute(stripeWebhook);
  const webhookUrl = `${webhook.url}/api/webhooks/stripe`;
  const fake = await startFakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl });
  const smoobu = await startFakeSmoobu({ apiKey: "smoobu-offer-key", apiSecret: "smoobu-offer-secret", apartments: [APARTMENT] });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: API_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.baseUrl,
    SITE_URL: "https://chalets.example",
    SMOOBU_API_KEY: "smoobu-offer-key",
    SMOOBU_API_SECRET: "smoobu-offer-secret",
    SMOOBU_BASE_URL: smoobu.baseUrl,
    SMOOBU_DIRECT_CHANNEL_ID: "465612",
  });
  resetEnvCache();
  return {
    db, fake, smoobu, webhookUrl, propertyId,
    async close() {
      for (const v of ENV) delete process.env[v];
      resetEnvCache();
      await fake.idle();
      await fake.close();
      await smoobu.close();
      await webhook.close();
      // Steps queued for Smoobu (lost answers, cancellations) must not outlive the database.
      await stopBoss();
      await db.drop();
    },
  };
}

/**
 * Registers the file's hooks: one world for the file, the webhook URL restored and the fake's
 * pending deliveries settled before each test. Returns the world (readable once the hooks ran).
 */
export function offerWorldForThisFile(): OfferWorld {
  let world: OfferWorld | undefined;
  beforeAll(async () => {
    world = await startOfferWorld();
  });
  beforeEach(async () => {
    world?.fake.setWebhookUrl(world.webhookUrl);
    await world?.fake.idle();
  });
  afterAll(async () => {
    await world?.close();
  });
  return new Proxy({} as OfferWorld, {
    get(_target, key) {
      if (!world) throw new Error("the offer world is not started yet");
      return world[key as keyof OfferWorld];
    },
  });
}

export async function deliver(world: OfferWorld, event: { payload: string; signature: string }) {
  const response = await fetch(world.webhookUrl, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": event.signature }, body: event.payload });
  return { status: response.status, body: (await response.json()) as { result?: string } };
}

let nextStart = 0;
export interface OfferOptions {
  status?: "sent" | "draft" | "rejected";
  source?: "admin" | "instant";
  expiresInMs?: number;
  checkIn?: string;
  checkOut?: string;
  total?: string;
  down?: string | null;
  language?: "de" | "en" | "fr";
}

/** An offer on its own dates unless told otherwise. */
export async function createOffer(world: OfferWorld, over: OfferOptions = {}) {
  nextStart += 10;
  const checkIn = over.checkIn ?? new Date(Date.UTC(2031, 0, 1 + nextStart)).toISOString().slice(0, 10);
  const checkOut = over.checkOut ?? new Date(Date.UTC(2031, 0, 6 + nextStart)).toISOString().slice(0, 10);
  return world.db.prisma.offer.create({
    data: {
      status: over.status ?? "sent",
      source: over.source ?? "admin",
      offerToken: newOfferToken(),
      propertyId: world.propertyId,
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

let guestNo = 0;
/**
 * 'Pay Now' on an offer's checkout. Each call comes from its own guest (e-mail and address)
 * unless the test names them: holds are limited per e-mail and per address.
 */
export async function checkout(request: FakeRequest, token: string, extra: Partial<typeof details> = {}, options: { locale?: "de" | "en" | "fr"; ip?: number } = {}) {
  guestNo++;
  request.ip = options.ip ?? 100 + (guestNo % 150);
  const result = await startOfferCheckoutAction(options.locale ?? "en", { token, ...details, email: `guest${guestNo}@example.ch`, ...extra });
  const sessionId = result.data?.url?.split("/pay/")[1] ?? "";
  return { result, sessionId };
}

export const isoDay = (d: Date | null) => (d ?? new Date(0)).toISOString().slice(0, 10);

/** The short hands every offer test file uses, bound to its world and its mocked request. */
export function offerHelpers(world: OfferWorld, request: FakeRequest) {
  return {
    offer: (over: OfferOptions = {}) => createOffer(world, over),
    pay: (token: string, extra: Partial<typeof details> = {}, options: { locale?: "de" | "en" | "fr"; ip?: number } = {}) => checkout(request, token, extra, options),
    attemptOf: (sessionId: string) => world.db.prisma.bookingPayment.findUniqueOrThrow({ where: { providerSessionId: sessionId }, include: { hold: true } }),
    ledgerOf: (offerId: string) => world.db.prisma.ledgerEntry.findMany({ where: { offerId }, orderBy: { createdAt: "asc" } }),
    /** Pays a session at the fake Stripe and waits for what its events set off (a refund's own events too). */
    complete: async (sessionId: string) => {
      const answer = await world.fake.complete(sessionId);
      await world.fake.idle();
      return answer;
    },
  };
}
