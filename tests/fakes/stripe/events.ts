import Stripe from "stripe";
import { newId, nowSeconds } from "./http";
import type { DeliveredEvent } from "./types";

/**
 * Webhook events as Stripe POSTs them (https://docs.stripe.com/api/events/object): an event object
 * whose `data.object` is the object as it is now (and `data.previous_attributes` for updates),
 * `api_version` = the version the SDK pins (Stripe.API_VERSION, node_modules/stripe/cjs/apiVersion.js),
 * signed in the `Stripe-Signature` header (https://docs.stripe.com/webhooks: HMAC-SHA256
 * of "<t>.<body>"; Stripe.webhooks.generateTestHeaderString writes it). Stripe may deliver an event
 * more than once (https://docs.stripe.com/webhooks): `redeliver` sends the
 * same event again.
 */

export interface SignedEvent {
  id: string;
  payload: string;
  signature: string;
}

export class EventBus {
  /** Every delivery, in order (a redelivery is a second entry with the same id). */
  readonly events: DeliveredEvent[] = [];
  private readonly pending = new Set<Promise<unknown>>();

  constructor(
    private readonly webhookSecret: string,
    private readonly webhookUrl: () => string | null,
  ) {}

  /** A signed event, not delivered (for tests that deliver it themselves). */
  sign(type: string, object: unknown, previousAttributes?: Record<string, unknown>): SignedEvent & { object: unknown } {
    const id = newId("evt");
    const payload = JSON.stringify({
      id,
      object: "event",
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object, ...(previousAttributes ? { previous_attributes: previousAttributes } : {}) },
    });
    return { id, payload, object, signature: this.signature(payload) };
  }

  /** Signs and delivers a new event; resolves with the webhook's status. */
  async deliver(type: string, object: unknown, previousAttributes?: Record<string, unknown>): Promise<{ id: string; status: number | null }> {
    // A snapshot: the event shows the object as it was when the event happened.
    const snapshot = JSON.parse(JSON.stringify(object)) as unknown;
    const event = this.sign(type, snapshot, previousAttributes);
    const status = await this.post(event.payload);
    this.events.push({ id: event.id, type, object: snapshot, payload: event.payload, status });
    return { id: event.id, status };
  }

  /** Delivers an already delivered event again, with a fresh signature (Stripe signs every attempt). */
  async redeliver(eventId: string): Promise<{ id: string; status: number | null }> {
    const first = this.events.find((e) => e.id === eventId);
    if (!first) throw new Error(`fake stripe: no delivered event ${eventId}`);
    const status = await this.post(first.payload);
    this.events.push({ ...first, status });
    return { id: eventId, status };
  }

  /** Runs a delivery after the API answer has gone out, as Stripe's own webhooks arrive asynchronously. */
  later(work: () => Promise<unknown>): void {
    const promise: Promise<unknown> = work()
      .catch((error: unknown) => console.error("[fake stripe] webhook delivery failed", error))
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Resolves when every delivery started so far (and any they started) has finished. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private signature(payload: string): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
  }

  private async post(payload: string): Promise<number | null> {
    const url = this.webhookUrl();
    if (!url) return null;
    try {
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": this.signature(payload) }, body: payload });
      await response.arrayBuffer();
      return response.status;
    } catch {
      // Unreachable endpoint: Stripe records a failed attempt (and would retry later).
      return null;
    }
  }
}
