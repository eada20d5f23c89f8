// Webhook deliveries as Smoobu sends them, beyond the full-booking ones of FakeSmoobu.sendWebhook:
// thin cancels and deletes, updateRates in the shapes public sources suggest, and raw bodies.
//
// Sources (none of them Smoobu's own reference, which could not be read from here):
// - the envelope {"action","user","data"} and the actions, including updateRates and newMessage,
//   and "a delete or cancel may carry little more than the id": INTEGRATIONS.md;
// - updateRates as POST /rates' body (apartments[], operations[].dates as days or "from:to"):
//   api-evangelist/smoobu, openapi/_original/smoobu-openapi.yml, RatesInput;
// - updateRates as GET /rates' answer (apartment id → day → rate): Andrewske/masakali-retreat,
//   src/app/api/smoobu/webhook/route.ts (isSmoobuRatesResponse);
// - apartmentId with start_date/end_date (GET /rates' query names) or from/to: not confirmed by
//   any source; accepted because they are what a sender of "this apartment, these days" would use.

import type { FakeRateDay } from "./server";

/** Smoobu's account id in every delivery the fake sends. */
export const FAKE_SMOOBU_USER = 1306068;

export type WebhookAnswer = { status: number; body: string; json: Record<string, unknown> | null };

/** POSTs `body` exactly as given (a string is sent unchanged, anything else as JSON). */
export async function postWebhook(url: string, body: unknown): Promise<WebhookAnswer> {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
  const text = await response.text();
  let json: Record<string, unknown> | null = null;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = null;
  }
  return { status: response.status, body: text, json };
}

/** One delivery of `action` with `data`, in Smoobu's envelope. */
export const webhookBody = (action: string, data: unknown) => ({ action, user: FAKE_SMOOBU_USER, data });

/** A cancel or delete carrying only the booking id (and whatever `extra` adds). */
export function sendThinWebhook(url: string, action: "cancelReservation" | "deleteReservation", id: number, extra: Record<string, unknown> = {}) {
  return postWebhook(url, webhookBody(action, { id, ...extra }));
}

/** The updateRates payload shapes the webhook accepts (see the sources above). */
export const ratesPayloads = {
  /** One apartment and a range, with GET /rates' parameter names. */
  range: (apartmentId: number, start: string, end: string) => ({ apartmentId, start_date: start, end_date: end }),
  /** One apartment and a range as from/to. */
  fromTo: (apartmentId: number, from: string, to: string) => ({ apartment: { id: apartmentId }, from, to }),
  /** POST /rates' body: apartments and operations with dates as days or "from:to" ranges. */
  operations: (apartmentIds: number[], dates: string[]) => ({ apartments: apartmentIds, operations: [{ dates, daily_price: 180, min_length_of_stay: 2 }] }),
  /** GET /rates' answer: apartment id → day → rate. */
  ratesMap: (apartmentId: number, days: Record<string, FakeRateDay>) => ({ [String(apartmentId)]: days }),
  /** Apartments without days: their next 24 months. */
  apartments: (apartmentIds: number[]) => ({ apartments: apartmentIds }),
  /** Nothing recognisable: every apartment, next 24 months. */
  empty: () => [],
};

export function sendRatesWebhook(url: string, data: unknown) {
  return postWebhook(url, webhookBody("updateRates", data));
}
