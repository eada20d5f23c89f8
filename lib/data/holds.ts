import "server-only";
import { isHoldOverlapError } from "@/lib/db/errors";
import { fromIsoDate, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { holdRefusal, RENEWAL_WINDOW_HOURS, type HoldRefusal, type PartyHold } from "@/lib/domain/holds";
import type { DbClient } from "./ledger";

/** The nights are held by another guest's payment, or a live booking has them. */
export class DatesTakenError extends Error {
  override name = "DatesTakenError";
}
/** The visitor (by e-mail or address) may not hold more (lib/domain/holds.ts holdRefusal names why). */
export class HoldLimitError extends Error {
  override name = "HoldLimitError";
  constructor(readonly reason: HoldRefusal) {
    super(`hold refused: ${reason}`);
  }
}

/**
 * One lock for every new hold (a transaction-scoped advisory lock, released at commit): the
 * party limits read other holds and then insert, and a party is fuzzy (an e-mail OR an address
 * range), so no row or unique index can serialize two requests of one party. Holds are rare
 * (one per 'Pay'), so one site-wide queue costs nothing. The key is arbitrary but fixed.
 */
const HOLD_LIMIT_LOCK = 30_002;

/** Active holds and those of the renewal window, of anyone: holdRefusal decides who is the party. */
async function recentHolds(tx: DbClient, now: Date): Promise<PartyHold[]> {
  const rows = await tx.stayHold.findMany({
    where: { OR: [{ status: "active", expiresAt: { gt: now } }, { createdAt: { gte: new Date(now.getTime() - RENEWAL_WINDOW_HOURS * 3600_000) } }] },
    select: { offerId: true, propertyId: true, arrival: true, departure: true, email: true, clientIp: true, status: true, expiresAt: true, releasedAt: true, createdAt: true },
  });
  return rows.map((h) => ({
    offerId: h.offerId,
    propertyId: h.propertyId,
    arrival: toIsoDate(h.arrival),
    departure: toIsoDate(h.departure),
    email: h.email,
    clientIp: h.clientIp,
    active: h.status === "active" && h.expiresAt > now,
    converted: h.status === "converted",
    createdAt: h.createdAt,
    endsAt: h.status === "released" ? (h.releasedAt ?? h.expiresAt) : h.expiresAt,
  }));
}

/**
 * Ends active holds that ran past their expiry on these nights, so they stop blocking. Safe at
 * any time: a hold outlives its payment session (lib/domain/holds.ts), so an expired hold's
 * session can no longer be paid.
 */
async function releaseLapsed(tx: DbClient, propertyId: string, arrival: Date, departure: Date, now: Date): Promise<void> {
  await tx.stayHold.updateMany({
    where: { propertyId, status: "active", expiresAt: { lte: now }, arrival: { lt: departure }, departure: { gt: arrival } },
    data: { status: "released", releaseReason: "expired", releasedAt: now },
  });
}

/**
 * Holds [checkIn, checkOut) of a property for one payment attempt, inside the caller's
 * transaction. The database decides under concurrency: the exclusion constraint refuses a second
 * active hold on the same nights and the trigger refuses nights of a live booking, both as
 * DatesTakenError (the caller's transaction must then end). Before that, the limits on what one
 * unpaid party may hold (lib/domain/holds.ts holdRefusal) are checked under HOLD_LIMIT_LOCK, so
 * concurrent requests of one party are counted one after the other: HoldLimitError.
 */
export async function holdNights(
  tx: DbClient,
  input: { offerId: string; attemptId: string; propertyId: string; checkIn: IsoDate; checkOut: IsoDate; email: string | null; clientIp: string | null; expiresAt: Date; now: Date },
): Promise<void> {
  const arrival = fromIsoDate(input.checkIn);
  const departure = fromIsoDate(input.checkOut);
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${HOLD_LIMIT_LOCK})`;
  await releaseLapsed(tx, input.propertyId, arrival, departure, input.now);
  const refusal = holdRefusal(input, await recentHolds(tx, input.now));
  if (refusal) throw new HoldLimitError(refusal);
  try {
    await tx.stayHold.create({
      data: {
        offerId: input.offerId, attemptId: input.attemptId, propertyId: input.propertyId, arrival, departure,
        expiresAt: input.expiresAt, email: input.email, clientIp: input.clientIp,
      },
    });
  } catch (error) {
    if (isHoldOverlapError(error)) throw new DatesTakenError();
    throw error;
  }
}

export type HoldState = "active" | "released" | "none";

/** The state of an attempt's hold (converted counts as active: the booking is this payment's). */
export async function holdStateOf(tx: DbClient, attemptId: string): Promise<{ state: HoldState; id: string | null }> {
  const hold = await tx.stayHold.findUnique({ where: { attemptId }, select: { id: true, status: true } });
  if (!hold) return { state: "none", id: null };
  return { state: hold.status === "released" ? "released" : "active", id: hold.id };
}

/**
 * Takes the nights again for a payment whose hold lapsed (or that never had one) while the offer
 * stayed valid: true when they were still free. Runs inside a savepoint, so a refusal leaves the
 * caller's transaction usable (it goes on to refund the payment).
 */
export async function reacquireHold(
  tx: DbClient,
  input: { attemptId: string; offerId: string; propertyId: string; checkIn: IsoDate; checkOut: IsoDate; expiresAt: Date },
): Promise<boolean> {
  await tx.$executeRawUnsafe("SAVEPOINT reacquire_hold");
  try {
    await tx.$executeRaw`
      INSERT INTO stay_holds (id, property_id, arrival, departure, offer_id, attempt_id, status, expires_at, created_at, updated_at)
      VALUES (gen_random_uuid(), ${input.propertyId}::uuid, ${input.checkIn}::date, ${input.checkOut}::date, ${input.offerId}::uuid,
              ${input.attemptId}::uuid, 'active', ${input.expiresAt}, now(), now())
      ON CONFLICT (attempt_id) DO UPDATE SET status = 'active', expires_at = EXCLUDED.expires_at, release_reason = NULL,
        released_at = NULL, updated_at = now()`;
    await tx.$executeRawUnsafe("RELEASE SAVEPOINT reacquire_hold");
    return true;
  } catch (error) {
    await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT reacquire_hold");
    if (isHoldOverlapError(error)) return false;
    throw error;
  }
}

export async function releaseHold(tx: DbClient, attemptId: string, reason: string, now = new Date()): Promise<void> {
  await tx.stayHold.updateMany({ where: { attemptId, status: "active" }, data: { status: "released", releaseReason: reason, releasedAt: now } });
}

/** Keeps an attempt's nights longer (an asynchronous payment settling, a paid stay awaiting the office). */
export async function extendHold(tx: DbClient, attemptId: string, until: Date): Promise<void> {
  await tx.stayHold.updateMany({ where: { attemptId, status: "active", expiresAt: { lt: until } }, data: { expiresAt: until } });
}

export async function convertHold(tx: DbClient, attemptId: string): Promise<void> {
  await tx.stayHold.updateMany({ where: { attemptId, status: "active" }, data: { status: "converted" } });
}
