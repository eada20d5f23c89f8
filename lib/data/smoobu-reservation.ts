import "server-only";
import { getDb } from "@/lib/db";
import { addDays, toIsoDate } from "@/lib/domain/dates";
import { afterCreateFailure, classifyRefusal, findOurs, stillInFlight, type OurStay, type SeenReservation } from "@/lib/domain/smoobu-create";
import { SmoobuError, type SmoobuClient } from "@/lib/integrations/smoobu";
import { smoobuBookingSchema, type SmoobuReservationCreate } from "@/lib/schemas/smoobu";
import type { SmoobuReservationRequest } from "@/generated/prisma/client";

// The Smoobu side of a paid stay (lib/domain/smoobu-create.ts has the rules): every POST is
// recorded before it is sent (status `sending`, `posts` + 1, a conditional update so that two
// processes never both send), a lost answer is looked up before anything else, and a refusal is
// confirmed by a look at the apartment's reservations before it is called an overlap.

export type CreateOutcome =
  | { kind: "created"; smoobuBookingId: number }
  | { kind: "overlap" }
  | { kind: "invalid"; detail: string }
  | { kind: "auth"; detail: string }
  | { kind: "noChannel" }
  /** Not decided yet (a lost answer, an outage, a rate limit, a POST still in flight): try again later. */
  | { kind: "later"; detail: string; askedMs: number | null };

export interface RequestInput {
  offerId: string;
  attemptId: string;
  paymentId: string;
  sessionId: string;
  reference: string;
  apartmentId: number;
  arrival: Date;
  departure: Date;
}

/** The offer's one request (a repeated call finds the existing one). */
export async function openReservationRequest(input: RequestInput): Promise<SmoobuReservationRequest> {
  const db = await getDb();
  return db.smoobuReservationRequest.upsert({ where: { offerId: input.offerId }, create: input, update: {} });
}

const stayOf = (r: SmoobuReservationRequest, email: string): OurStay => ({ reference: r.reference, arrival: toIsoDate(r.arrival), departure: toIsoDate(r.departure), email });

function seenOf(raw: unknown[]): SeenReservation[] {
  return raw.flatMap((item) => {
    const parsed = smoobuBookingSchema.safeParse(item);
    if (!parsed.success) return [];
    const b = parsed.data;
    return [{ id: b.id, arrival: b.arrival, departure: b.departure, type: b.type ?? null, notice: b.notice ?? null, email: b.email ?? null }];
  });
}

/** Every live reservation of the apartment with a night in [arrival, departure). */
async function reservationsOnNights(client: SmoobuClient, r: SmoobuReservationRequest): Promise<SeenReservation[]> {
  const seen: SeenReservation[] = [];
  const arrival = toIsoDate(r.arrival);
  const departure = toIsoDate(r.departure);
  for (let page = 1; page <= 20; page++) {
    const answer = await client.reservations({ apartmentId: r.apartmentId, arrivalTo: addDays(departure, -1), departureFrom: addDays(arrival, 1), page, pageSize: 100 });
    seen.push(...seenOf(answer.bookings));
    if (page >= answer.page_count) break;
  }
  return seen;
}

async function setStatus(r: SmoobuReservationRequest, from: SmoobuReservationRequest["status"][], data: { status: SmoobuReservationRequest["status"]; smoobuBookingId?: number; lastError?: string | null; posts?: { increment: number } }): Promise<boolean> {
  const db = await getDb();
  const { count } = await db.smoobuReservationRequest.updateMany({ where: { id: r.id, status: { in: from } }, data });
  return count === 1;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Smoobu cannot be asked at all (a key without its signing secret: Smoobu refuses unsigned
 * requests): nothing is sent and the step ends like refused credentials, so the office is told and
 * the money kept. A request Smoobu may already hold (uncertain, sending) is the office's to check.
 */
export async function refuseWithoutSigning(requestId: string, reason: string): Promise<CreateOutcome> {
  const db = await getDb();
  const r = await db.smoobuReservationRequest.findUniqueOrThrow({ where: { id: requestId } });
  await setStatus(r, ["pending", "uncertain", "sending"], { status: "auth", lastError: reason.slice(0, 500) });
  return { kind: "auth", detail: reason };
}

export interface EnsureDeps {
  client: SmoobuClient;
  /** Smoobu's channel for this stay, or null when none is configured. */
  channelId: number | null;
  /** The create body without the channel (built only when a POST is due). */
  body: () => Omit<SmoobuReservationCreate, "channelId">;
  guestEmail: string;
  createTimeoutMs: number;
  now?: Date;
}

/**
 * One step towards the reservation: created (or found), refused for good, or "later". Safe to call
 * again and from several processes: a terminal status answers at once, a POST happens only from
 * `pending` and only after a lookup has cleared a lost answer.
 */
export async function ensureReservation(requestId: string, deps: EnsureDeps): Promise<CreateOutcome> {
  const db = await getDb();
  const r = await db.smoobuReservationRequest.findUniqueOrThrow({ where: { id: requestId } });
  const stay = stayOf(r, deps.guestEmail);
  const now = deps.now ?? new Date();
  switch (r.status) {
    case "created":
      return { kind: "created", smoobuBookingId: r.smoobuBookingId ?? 0 };
    case "overlap":
      return { kind: "overlap" };
    case "invalid":
      return { kind: "invalid", detail: r.lastError ?? "" };
    case "auth":
      return { kind: "auth", detail: r.lastError ?? "" };
    case "no_channel":
      return { kind: "noChannel" };
    case "sending":
      if (stillInFlight(r.updatedAt, now, deps.createTimeoutMs)) return { kind: "later", detail: "a create is on its way", askedMs: deps.createTimeoutMs + 15_000 };
    // A POST a crash interrupted: its outcome is unknown, like a lost answer.
    // falls through
    case "uncertain": {
      let seen: SeenReservation[];
      try {
        seen = await reservationsOnNights(deps.client, r);
      } catch (error) {
        await setStatus(r, ["sending"], { status: "uncertain", lastError: `lookup failed: ${describe(error)}` });
        return { kind: "later", detail: `lookup failed: ${describe(error)}`, askedMs: error instanceof SmoobuError ? error.retryAfterMs : null };
      }
      const ours = findOurs(seen, stay);
      if (ours !== null) {
        await setStatus(r, ["sending", "uncertain"], { status: "created", smoobuBookingId: ours, lastError: null });
        return { kind: "created", smoobuBookingId: ours };
      }
      // Not there: nothing was created, so one more POST is safe.
      if (!(await setStatus(r, [r.status], { status: "pending" }))) return { kind: "later", detail: "changed meanwhile", askedMs: null };
      return post({ ...r, status: "pending" }, stay, deps);
    }
    case "pending":
      return post(r, stay, deps);
  }
}

async function post(r: SmoobuReservationRequest, stay: OurStay, deps: EnsureDeps): Promise<CreateOutcome> {
  if (deps.channelId === null) {
    await setStatus(r, ["pending"], { status: "no_channel", lastError: "SMOOBU_DIRECT_CHANNEL_ID is not set" });
    return { kind: "noChannel" };
  }
  if (!(await setStatus(r, ["pending"], { status: "sending", posts: { increment: 1 } }))) return { kind: "later", detail: "another process is sending", askedMs: null };
  try {
    const id = await deps.client.createReservation({ ...deps.body(), channelId: deps.channelId });
    await setStatus(r, ["sending"], { status: "created", smoobuBookingId: id, lastError: null });
    return { kind: "created", smoobuBookingId: id };
  } catch (error) {
    if (!(error instanceof SmoobuError)) {
      // Our own bug or a broken answer: whether Smoobu saved it is unknown.
      await setStatus(r, ["sending"], { status: "uncertain", lastError: describe(error) });
      return { kind: "later", detail: describe(error), askedMs: null };
    }
    switch (afterCreateFailure(error.kind)) {
      case "lookUp":
        await setStatus(r, ["sending"], { status: "uncertain", lastError: error.message });
        return { kind: "later", detail: error.message, askedMs: null };
      case "retryLater":
        await setStatus(r, ["sending"], { status: "pending", lastError: error.message });
        return { kind: "later", detail: error.message, askedMs: error.retryAfterMs };
      case "auth":
        await setStatus(r, ["sending"], { status: "auth", lastError: error.message });
        return { kind: "auth", detail: error.message };
      case "confirmRefusal":
        return confirmRefusal(r, stay, deps, error);
    }
  }
}

async function confirmRefusal(r: SmoobuReservationRequest, stay: OurStay, deps: EnsureDeps, refusal: SmoobuError): Promise<CreateOutcome> {
  let seen: SeenReservation[];
  try {
    seen = await reservationsOnNights(deps.client, r);
  } catch (error) {
    // Refused, so nothing was created; sending again later is safe and will be confirmed then.
    await setStatus(r, ["sending"], { status: "pending", lastError: `${refusal.message}; lookup failed: ${describe(error)}` });
    return { kind: "later", detail: refusal.message, askedMs: null };
  }
  const verdict = classifyRefusal(seen, stay);
  if (verdict.kind === "created") {
    await setStatus(r, ["sending"], { status: "created", smoobuBookingId: verdict.id, lastError: null });
    return { kind: "created", smoobuBookingId: verdict.id };
  }
  await setStatus(r, ["sending"], { status: verdict.kind, lastError: refusal.message });
  return verdict.kind === "overlap" ? { kind: "overlap" } : { kind: "invalid", detail: refusal.message };
}
