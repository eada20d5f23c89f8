import { expect } from "vitest";
import { POST as stripeWebhook } from "@/app/api/webhooks/stripe/route";
import type { Prisma } from "@/generated/prisma/client";
import { payOpenAmountAction } from "@/lib/actions/payments/pay-open-amount";
import { readBookingBalance } from "@/lib/data/ledger";
import type { Balance } from "@/lib/domain/ledger";
import type { Locale } from "@/lib/domain/localized";
import { resetEnvCache } from "@/lib/env";
import { startFakeStripe, type FakeStripe } from "@/tests/fakes/stripe/server";
import { serveRoute } from "@/tests/support/route-server";
import { createTestDb, type TestDb } from "@/tests/support/test-db";
import { createBooking, createProperty, createUser } from "./portal-fixtures";

// Paying and refunding through Stripe with real HTTP both ways, shared by the payment test files:
// the SDK talks to the local Stripe fake, and the fake delivers signed events to the webhook route
// served over HTTP. The test file mocks next/headers (tests/support/fake-request) for the actions.

export const OWNER = "payer@example.com";
export const ADMIN = "boss@example.com";
export const API_KEY = "sk_test_portal_fake_key";
const WEBHOOK_SECRET = "whsec_portal_fake_secret";

export interface StripeWorld {
  db: TestDb;
  fake: FakeStripe;
  webhookUrl: string;
  propertyId: string;
  close(): Promise<void>;
}

/** A database with OWNER (guest) and ADMIN, one property, the webhook route and the fake; `env` adds variables (Smoobu). */
export async function startStripeWorld(slug: string, env: Record<string, string> = {}): Promise<StripeWorld> {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  const db = await createTestDb();
  await createUser(db, OWNER, ["guest"]);
  await createUser(db, ADMIN, ["admin"]);
  const propertyId = (await createProperty(db, slug, false)).id;
  const route = await serveRoute(stripeWebhook);
  const webhookUrl = `${route.url}/api/webhooks/stripe`;
  const fake = await startFakeStripe({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl });
  const vars = { STRIPE_SECRET_KEY: API_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.baseUrl, SITE_URL: "https://chalets.example", ...env };
  Object.assign(process.env, vars);
  resetEnvCache();
  return {
    db,
    fake,
    webhookUrl,
    propertyId,
    close: async () => {
      for (const name of Object.keys(vars)) delete process.env[name];
      resetEnvCache();
      await fake.close();
      await route.close();
      await db.drop();
    },
  };
}

export const sessionIdOf = (url: string | undefined): string => url?.split("/pay/")[1] ?? "";

/** 'Pay open amount' as the signed-in viewer: the action's answer and the session id it led to. */
export async function payOpen(bookingId: string, locale: Locale = "en") {
  const result = await payOpenAmountAction(locale, { bookingId });
  return { result, sessionId: sessionIdOf(result.data?.url) };
}

/** A booking of OWNER (createBooking's figures), then `patch` (what Smoobu reports, the language...). */
export async function bookingOf(world: StripeWorld, extra: Parameters<typeof createBooking>[3] = {}, patch: Prisma.BookingUncheckedUpdateInput = {}) {
  const booking = await createBooking(world.db, world.propertyId, OWNER, extra);
  return Object.keys(patch).length === 0 ? booking : world.db.prisma.booking.update({ where: { id: booking.id }, data: patch });
}

/** A booking paid in full through the fake Stripe (the viewer is OWNER or an admin): its ledger payment row and payment intent. */
export async function paidBooking(world: StripeWorld, extra: Parameters<typeof createBooking>[3] = {}, patch: Prisma.BookingUncheckedUpdateInput = {}) {
  const booking = await bookingOf(world, extra, patch);
  const { sessionId } = await payOpen(booking.id);
  expect(await world.fake.complete(sessionId)).toEqual({ webhookStatus: 200 });
  await world.fake.idle();
  const payment = await world.db.prisma.ledgerEntry.findFirstOrThrow({ where: { bookingId: booking.id, kind: "payment" } });
  return { booking, sessionId, payment, paymentIntent: payment.providerRef ?? "" };
}

/** The booking's own money rows (Smoobu's reports left out), oldest first. */
export function moneyRows(db: TestDb, bookingId: string) {
  return db.prisma.ledgerEntry.findMany({ where: { bookingId, kind: { not: "external" } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
}

/** The booking's balance through the one ledger rule, read now. */
export async function balanceOf(bookingId: string): Promise<Balance> {
  const read = await readBookingBalance(bookingId);
  if (!read) throw new Error(`no booking ${bookingId}`);
  return read.balance;
}
