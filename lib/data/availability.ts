import "server-only";
import { getDb } from "@/lib/db";
import { fromIsoDate, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import type { TakenStay } from "@/lib/domain/availability";

/**
 * The nights our own bookings and holds take, per property, in [from, to): live bookings
 * (cancelled and deleted ones hold nothing) and unexpired active holds, except those of
 * `exceptOfferId` (an offer's own hold does not take its nights from itself). What the rate table
 * does not know until Smoobu answers: the search, the calendar, the quote and checkout all add
 * these to the rates (lib/domain/availability.ts withTakenNights). Never cached: a hold lasts
 * half an hour and must show at once.
 */
export async function readTakenStays(
  propertyIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
  options: { exceptOfferId?: string | null; now?: Date } = {},
): Promise<Map<string, TakenStay[]>> {
  const db = await getDb();
  const now = options.now ?? new Date();
  const overlap = { propertyId: { in: [...propertyIds] }, arrival: { lt: fromIsoDate(to) }, departure: { gt: fromIsoDate(from) } };
  const [bookings, holds] = await Promise.all([
    db.booking.findMany({ where: { ...overlap, type: { notIn: ["cancelled", "deleted"] } }, select: { propertyId: true, arrival: true, departure: true } }),
    db.stayHold.findMany({
      where: { ...overlap, status: "active", expiresAt: { gt: now }, ...(options.exceptOfferId ? { offerId: { not: options.exceptOfferId } } : {}) },
      select: { propertyId: true, arrival: true, departure: true, expiresAt: true },
    }),
  ]);
  const byProperty = new Map<string, TakenStay[]>();
  const add = (propertyId: string, stay: TakenStay) => byProperty.set(propertyId, [...(byProperty.get(propertyId) ?? []), stay]);
  for (const b of bookings) add(b.propertyId, { arrival: toIsoDate(b.arrival), departure: toIsoDate(b.departure), heldUntil: null });
  for (const h of holds) add(h.propertyId, { arrival: toIsoDate(h.arrival), departure: toIsoDate(h.departure), heldUntil: h.expiresAt });
  return byProperty;
}

/** The taken stays of one property (see readTakenStays). */
export async function readTakenStaysOf(propertyId: string, from: IsoDate, to: IsoDate, options: { exceptOfferId?: string | null; now?: Date } = {}): Promise<TakenStay[]> {
  return (await readTakenStays([propertyId], from, to, options)).get(propertyId) ?? [];
}
