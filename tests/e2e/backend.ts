import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import Stripe from "stripe";
import { canonicalQuery, sign, signatureTimestamp } from "@/lib/integrations/smoobu/signing";
import { e2eFakesFile, type E2eFakes } from "@/tests/fakes/e2e-fakes";
import { daysAhead, findFreeStay } from "./offer-support";

// What the browser cannot show: the e2e server's database (the same DATABASE_URL the server got)
// and its Stripe and Smoobu fakes, read through their APIs at the addresses scripts/e2e-server.ts
// wrote down. Specs use it to set up states the UI has no way to make (an offer past its expiry,
// a night that became unavailable) and to assert what the payment left behind.

let pool: pg.Pool | null = null;

/** Runs one statement on the e2e database; specs that use it need DATABASE_URL (CI sets it). */
export async function sql<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("This spec reads the e2e database: run Playwright with DATABASE_URL (as .ci/run does); the embedded PGlite cannot be opened next to the server.");
  pool ??= new pg.Pool({ connectionString: url, max: 2 });
  return (await pool.query<T>(text, values)).rows;
}

/**
 * A stay from day `from` that /api/quote calls free and that no live booking, paid offer or held
 * instant request of this database takes (the rule of the checkout, lib/data/offer-checkout.ts).
 * The quote reads our bookings and active holds too; this also skips an instant request whose
 * attempt is pending past its hold, and a paid offer whose booking is not written yet.
 */
export async function unbookedStay(request: APIRequestContext, slug: string, from: number): Promise<{ checkIn: string; checkOut: string }> {
  let offset = from;
  for (let attempt = 0; attempt < 10; attempt++) {
    const stay = await findFreeStay(request, slug, offset);
    const taken = await sql(
      `SELECT 1 FROM properties p WHERE p.slug = $1 AND (
         EXISTS (SELECT 1 FROM bookings b WHERE b.property_id = p.id AND b.type NOT IN ('cancelled', 'deleted') AND b.arrival < $3::date AND b.departure > $2::date)
         OR EXISTS (SELECT 1 FROM offers o WHERE o.property_id = p.id AND o.check_in < $3::date AND o.check_out > $2::date AND (o.paid_at IS NOT NULL
           OR (o.source = 'instant' AND o.expires_at > now() AND EXISTS (SELECT 1 FROM booking_payments bp WHERE bp.offer_id = o.id AND bp.status IN ('pending', 'succeeded'))))))`,
      [slug, stay.checkIn, stay.checkOut],
    );
    if (taken.length === 0) return stay;
    offset = daysAhead(stay.checkOut) + 1;
  }
  throw new Error(`every free-looking stay at ${slug} from day ${from} is taken`);
}

function fakesOf(baseURL: string): E2eFakes {
  const file = e2eFakesFile(new URL(baseURL).port);
  return JSON.parse(fs.readFileSync(file, "utf8")) as E2eFakes;
}

/** A reservation as the e2e server's fake Smoobu serves it (GET /api/reservations/{id}, HMAC-signed). */
export async function smoobuReservation(baseURL: string, id: number): Promise<Record<string, unknown> | null> {
  const smoobu = fakesOf(baseURL).smoobu;
  if (!smoobu) throw new Error("the e2e server runs without the fake Smoobu");
  const url = new URL(`${smoobu.baseUrl}/reservations/${id}`);
  const timestamp = signatureTimestamp(new Date());
  const nonce = randomUUID();
  const query = canonicalQuery([]);
  const signature = sign(smoobu.apiSecret, { method: "GET", path: url.pathname, query, timestamp, nonce, body: "", apiKey: smoobu.apiKey });
  const response = await fetch(url, { headers: { "X-API-Key": smoobu.apiKey, "X-Timestamp": timestamp, "X-Nonce": nonce, "X-Signature": signature } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`fake Smoobu answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * A `checkout.session.completed` event for the session as the e2e server's fake Stripe holds it,
 * signed with the webhook secret the app got: the same bytes can be delivered again and again,
 * the way Stripe retries an event. `secret` overrides the secret (a bad signature).
 */
export async function completedEvent(baseURL: string, sessionId: string, secret?: string): Promise<{ payload: string; signature: string }> {
  const stripe = fakesOf(baseURL).stripe;
  if (!stripe) throw new Error("the e2e server runs without the fake Stripe");
  const response = await fetch(`${stripe.baseUrl}/v1/checkout/sessions/${sessionId}`, { headers: { authorization: `Bearer ${stripe.apiKey}` } });
  if (!response.ok) throw new Error(`fake Stripe answered ${response.status}: ${await response.text()}`);
  const session = (await response.json()) as Record<string, unknown>;
  const payload = JSON.stringify({
    id: `evt_e2e_${randomBytes(12).toString("hex")}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type: "checkout.session.completed",
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: session },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: secret ?? stripe.webhookSecret }) };
}
