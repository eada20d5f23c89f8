import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";
import { containsNul, MAX_SMOOBU_ID } from "@/lib/domain/smoobu-booking";
import { smoobuBookingSchema, type SmoobuBooking } from "./smoobu";

// What Smoobu POSTs to our webhook, checked before anything is stored: the envelope
// {"action","user","data"} (docs/integrations, INTEGRATIONS.md) and, per action, its `data`.
// The result is the delivery as the job will handle it; a refusal carries a reason for the 4xx.

export const SMOOBU_BOOKING_ACTIONS = ["newReservation", "updateReservation", "cancelReservation", "deleteReservation"] as const;
export type SmoobuBookingAction = (typeof SMOOBU_BOOKING_ACTIONS)[number];
const isBookingAction = (a: string): a is SmoobuBookingAction => (SMOOBU_BOOKING_ACTIONS as readonly string[]).includes(a);

export const smoobuWebhookEnvelopeSchema = z.object({
  action: z.string().trim().min(1).max(100),
  user: z.unknown().optional(),
  data: z.unknown().optional(),
});

const smoobuId = z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive().max(MAX_SMOOBU_ID));

/** A delete or cancel may carry little more than the id (INTEGRATIONS.md). */
const thinBookingSchema = z.object({
  id: smoobuId,
  apartment: z.object({ id: smoobuId }).nullish().catch(null),
  apartmentId: smoobuId.nullish().catch(null),
});

export type SmoobuDelivery =
  | {
      kind: "booking";
      action: SmoobuBookingAction;
      bookingId: number;
      apartmentId: number | null;
      /** The whole booking when the payload carries one; null for a thin delete or cancel. */
      booking: SmoobuBooking | null;
    }
  | { kind: "rates"; apartmentIds: number[]; start: string | null; end: string | null }
  | { kind: "message" }
  | { kind: "unknown"; action: string };

export type ParsedDelivery = { ok: true; delivery: SmoobuDelivery } | { ok: false; reason: string };

const refuse = (reason: string): ParsedDelivery => ({ ok: false, reason });
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);

function issueText(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "invalid booking";
  return issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message;
}

function parseBooking(action: SmoobuBookingAction, data: unknown): ParsedDelivery {
  const full = smoobuBookingSchema.safeParse(data);
  if (full.success) return { ok: true, delivery: { kind: "booking", action, bookingId: full.data.id, apartmentId: full.data.apartment.id, booking: full.data } };
  if (action === "newReservation" || action === "updateReservation") return refuse(issueText(full.error));
  // A thin cancel or delete: the id is enough, but dates it does carry must still be possible.
  if (!isRecord(data)) return refuse("data must be an object");
  const { arrival, departure } = data;
  for (const date of [arrival, departure]) {
    if (date !== undefined && date !== null && !(typeof date === "string" && isIsoDate(date))) return refuse("not a calendar date (YYYY-MM-DD)");
  }
  if (typeof arrival === "string" && typeof departure === "string" && departure <= arrival) return refuse("departure must be after arrival");
  const thin = thinBookingSchema.safeParse(data);
  if (!thin.success) return refuse("a booking id is required");
  const apartmentId = thin.data.apartment?.id ?? thin.data.apartmentId ?? null;
  return { ok: true, delivery: { kind: "booking", action, bookingId: thin.data.id, apartmentId, booking: null } };
}

// updateRates: Smoobu's payload is not documented anywhere we could read, so the plausible shapes
// are all accepted, and an unrecognised one refreshes every apartment (the cost of a nightly run):
// - an apartment id as `apartmentId`, `apartment_id`, `apartment.id` or a list `apartments`
//   (of ids or {id}), with dates as `start_date`/`end_date`, `startDate`/`endDate`, `from`/`to`,
//   a list `dates`, or `operations[].dates`, whose items are days or "from:to" ranges: the
//   shape of POST /rates (api-evangelist/smoobu, openapi/_original/smoobu-openapi.yml,
//   RatesInput: apartments[] and operations[].dates);
// - a map apartment id → day → {price, min_length_of_stay, available}, bare or under `data`:
//   the shape of GET /rates' answer, which Andrewske/masakali-retreat's webhook route
//   (src/app/api/smoobu/webhook/route.ts, isSmoobuRatesResponse) expects for updateRates.

const DATE_KEYS = [
  ["start_date", "end_date"],
  ["startDate", "endDate"],
  ["from", "to"],
] as const;

type Span = { start: string; end: string };
const OPEN_START = "0001-01-01";
const OPEN_END = "9999-12-31";

/** "2026-07-01" or "2026-07-01:2026-07-10"; null when it is neither. */
function span(item: unknown): Span | null {
  if (typeof item !== "string") return null;
  const [start, end = start, extra] = item.trim().split(":");
  if (extra !== undefined || start === undefined || end === undefined || !isIsoDate(start) || !isIsoDate(end) || end < start) return null;
  return { start, end };
}

function apartmentIdsOf(data: Record<string, unknown>): number[] | null {
  const raw: unknown[] = [];
  if (data.apartmentId !== undefined) raw.push(data.apartmentId);
  if (data.apartment_id !== undefined) raw.push(data.apartment_id);
  if (isRecord(data.apartment)) raw.push(data.apartment.id);
  if (Array.isArray(data.apartments)) raw.push(...data.apartments.map((a) => (isRecord(a) ? a.id : a)));
  else if (data.apartments !== undefined) raw.push(data.apartments);
  const ids: number[] = [];
  for (const value of raw) {
    const id = smoobuId.safeParse(value);
    if (!id.success) return null;
    ids.push(id.data);
  }
  return ids;
}

/** The days a payload names, or null when one of them is not a day; [] when it names none. */
function spansOf(data: Record<string, unknown>): Span[] | null {
  const spans: Span[] = [];
  for (const [from, to] of DATE_KEYS) {
    if (data[from] === undefined && data[to] === undefined) continue;
    // One side alone is open-ended: the job clamps the range to the rates window anyway.
    const s = data[from] === undefined ? { start: OPEN_START, end: OPEN_START } : span(data[from]);
    const e = data[to] === undefined ? { start: OPEN_END, end: OPEN_END } : span(data[to]);
    if (!s || !e || e.end < s.start) return null;
    spans.push({ start: s.start, end: e.end });
  }
  const lists: unknown[] = [];
  if (data.dates !== undefined) lists.push(data.dates);
  if (Array.isArray(data.operations)) lists.push(...data.operations.map((o) => (isRecord(o) ? o.dates : undefined)).filter((d) => d !== undefined));
  for (const list of lists) {
    for (const item of Array.isArray(list) ? list : [list]) {
      const s = span(item);
      if (!s) return null;
      spans.push(s);
    }
  }
  return spans;
}

/** A map apartment id → day → rate, as GET /rates answers; null when `data` is not one, "invalid" for an impossible day. */
function ratesMap(data: Record<string, unknown>): { apartmentIds: number[]; spans: Span[] } | "invalid" | null {
  const entries = Object.entries(isRecord(data.data) ? data.data : data);
  if (entries.length === 0 || !entries.every(([key, days]) => /^\d+$/.test(key) && (isRecord(days) || (Array.isArray(days) && days.length === 0)))) return null;
  const apartmentIds: number[] = [];
  const spans: Span[] = [];
  for (const [key, days] of entries) {
    const id = smoobuId.safeParse(key);
    if (!id.success) return "invalid";
    apartmentIds.push(id.data);
    for (const day of Object.keys(isRecord(days) ? days : {})) {
      if (!isIsoDate(day)) return "invalid";
      spans.push({ start: day, end: day });
    }
  }
  return { apartmentIds, spans };
}

function parseRates(data: unknown): ParsedDelivery {
  const record = isRecord(data) ? data : {};
  if (data !== undefined && data !== null && !isRecord(data) && !(Array.isArray(data) && data.length === 0)) return refuse("data must be an object");
  const map = ratesMap(record);
  if (map === "invalid") return refuse("invalid apartment id or day");
  const apartmentIds = map ? map.apartmentIds : apartmentIdsOf(record);
  if (!apartmentIds) return refuse("invalid apartment id");
  const spans = map ? map.spans : spansOf(record);
  if (!spans) return refuse("not a calendar date (YYYY-MM-DD) or an end before its start");
  const start = spans.reduce<string | null>((min, s) => (min === null || s.start < min ? s.start : min), null);
  const end = spans.reduce<string | null>((max, s) => (max === null || s.end > max ? s.end : max), null);
  return { ok: true, delivery: { kind: "rates", apartmentIds: [...new Set(apartmentIds)], start, end } };
}

/**
 * Reads a webhook body (already JSON-parsed) into the delivery to handle, or the reason it is
 * refused: no envelope, a NUL character anywhere in a delivery we keep (PostgreSQL could not
 * store it), or a booking that cannot be true. Unknown actions are understood as "nothing to do", never refused, since
 * Smoobu would repeat a refused delivery forever.
 */
export function parseSmoobuDelivery(json: unknown): ParsedDelivery {
  const envelope = smoobuWebhookEnvelopeSchema.safeParse(json);
  if (!envelope.success) return refuse(`not a Smoobu webhook: ${issueText(envelope.error)}`);
  const { action, data } = envelope.data;
  // Nothing of a message is kept, so nothing in it can be refused.
  if (action === "newMessage") return { ok: true, delivery: { kind: "message" } };
  if (containsNul(json)) return refuse("text with a NUL character (or nested too deeply)");
  if (isBookingAction(action)) return parseBooking(action, data);
  if (action === "updateRates") return parseRates(data);
  return { ok: true, delivery: { kind: "unknown", action } };
}
