import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { POST } from "@/app/api/webhooks/smoobu/route";
import { resetEnvCache } from "@/lib/env";
import { smoobuFromEnv } from "@/lib/integrations/smoobu";
import { QUEUES, stopBoss } from "@/lib/jobs/queue";
import { processSmoobuDelivery } from "@/lib/jobs/sync/webhook-process";
import { wireBooking, type WireBooking } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { postWebhook, webhookBody } from "@/tests/fakes/smoobu/webhooks";
import { serveRoute } from "@/tests/support/route-server";
import { startSignedFake, useFakeEnv } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The Smoobu webhook tests' world: a database with two chalets, the fake Smoobu (API configured
// by default), POST /api/webhooks/smoobu served over real HTTP, and short hands to send a
// delivery and run its job directly (no workers run in these tests).

export const TOKEN = "webhook-token-0123456789abcdef";
export const APARTMENT = { id: 8_800_001, name: "Chalet Webhook" };
export const OTHER = { id: 8_800_002, name: "Chalet Other" };

export interface WebhookWorld {
  db: TestDb;
  fake: FakeSmoobu;
  appUrl: string;
  hookUrl: string;
  /** The property of APARTMENT, and of OTHER. */
  propertyId: string;
  otherId: string;
}

/** Registers this file's hooks; the world's fields are filled in beforeAll. */
export function webhookWorldForThisFile(options: { ratesMaxDays?: number } = {}) {
  const w = {} as WebhookWorld;
  let app: { url: string; close(): Promise<void> } | undefined;

  beforeAll(async () => {
    w.db = await createTestDb();
    const base = { location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, isVisible: true };
    w.propertyId = (await w.db.prisma.property.create({ data: { ...base, slug: "chalet-webhook", name: APARTMENT.name, smoobuPropertyId: APARTMENT.id } })).id;
    w.otherId = (await w.db.prisma.property.create({ data: { ...base, slug: "chalet-other", name: OTHER.name, smoobuPropertyId: OTHER.id } })).id;
    w.fake = await startSignedFake({ apartments: [APARTMENT, OTHER], ...options });
    app = await serveRoute(POST);
    w.appUrl = app.url;
    w.hookUrl = `${app.url}/api/webhooks/smoobu?token=${TOKEN}`;
  });

  beforeEach(() => {
    useFakeEnv(w.fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN });
    resetEnvCache();
  });

  afterAll(async () => {
    // The route queued a job per delivery: stop the queue it started.
    await stopBoss();
    await app?.close();
    await w.fake?.close();
    await w.db?.drop();
  });

  /** Runs a delivery's job, with the API as the environment has it. */
  const handle = (id: string) => processSmoobuDelivery(id, { db: w.db.prisma, client: smoobuFromEnv({ maxRetryWaitMs: 50 }) });

  return {
    w,
    handle,
    /** A booking of APARTMENT as Smoobu sends it: three nights from `arrival`. */
    stay: (id: number, arrival: string, modified: string, over: Record<string, unknown> = {}): WireBooking =>
      wireBooking(id, APARTMENT, new Date(`${arrival}T00:00:00Z`), 3, { modifiedAt: modified, ...over }),
    row: (id: number) => w.db.prisma.booking.findUnique({ where: { smoobuBookingId: id } }),
    deliveries: () => w.db.prisma.smoobuWebhookDelivery.count(),
    /** The delivery's jobs in pg-boss. */
    jobsOf: async (deliveryId: string) =>
      (await w.db.prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${QUEUES.smoobuWebhook} AND data->>'deliveryId' = ${deliveryId}`)[0]?.n ?? 0,
    /** No API key: the payload is all a job has (the next test configures the API again). */
    payloadOnly() {
      process.env.SMOOBU_API_KEY = "";
      resetEnvCache();
    },
    /** Sends a delivery, expects it queued, runs its job and returns its outcome. */
    async deliver(action: string, data: unknown): Promise<string | null> {
      const answer = await postWebhook(w.hookUrl, webhookBody(action, data));
      expect(answer.status, answer.body).toBe(200);
      expect(answer.json?.outcome).toBe("queued");
      return (await handle(String(answer.json?.deliveryId))).outcome;
    },
  };
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}
