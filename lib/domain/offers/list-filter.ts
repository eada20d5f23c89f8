/**
 * The offers list's filter as a database filter, pure. Besides the stored statuses it knows what
 * the dashboard counts, so each dashboard figure links to exactly the list behind it:
 *
 *   status=open     waiting for the guest: sent or viewed (a viewed offer still waits), not paid,
 *                   no booking made from it, its link still valid (no expiry, or one ahead)
 *   expiring=48h    its link ends within the next 48 hours (and has not ended yet)
 *
 * Search, status and expiry combine with AND.
 */

import type { Prisma } from "@/generated/prisma/client";
import type { OfferListQuery } from "@/lib/schemas/offers";

/** An offer whose link stops working within this many hours is "about to expire". */
export const OFFER_EXPIRY_WARNING_HOURS = 48;

/** The expiry windows the list can filter by (the URL's value → hours). */
export const OFFER_EXPIRING_WINDOWS = { "48h": OFFER_EXPIRY_WARNING_HOURS } as const;
export type OfferExpiringWindow = keyof typeof OFFER_EXPIRING_WINDOWS;

/** Statuses in which an offer waits for the guest to pay. */
export const WAITING_OFFER_STATUSES = ["sent", "viewed"] as const;

function openWhere(now: Date): Prisma.OfferWhereInput {
  return {
    status: { in: [...WAITING_OFFER_STATUSES] },
    paidAt: null,
    booking: { is: null },
    OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
  };
}

function searchWhere(q: string): Prisma.OfferWhereInput | null {
  if (!q) return null;
  const contains = { contains: q, mode: "insensitive" } as const;
  return { OR: [{ guestName: contains }, { guestEmail: contains }, { otaReference: contains }, { booking: { is: { referenceId: contains } } }] };
}

/** The filter of the list's query at `now` (search, status, expiry; AND). */
export function offerListWhere(query: OfferListQuery, now: Date): Prisma.OfferWhereInput {
  const parts: Prisma.OfferWhereInput[] = [];
  const search = searchWhere(query.q.trim());
  if (search) parts.push(search);
  if (query.status === "open") parts.push(openWhere(now));
  else if (query.status) parts.push({ status: query.status });
  if (query.expiring) {
    const until = new Date(now.getTime() + OFFER_EXPIRING_WINDOWS[query.expiring] * 3_600_000);
    parts.push({ expiresAt: { gt: now, lte: until } });
  }
  return parts.length === 0 ? {} : { AND: parts };
}
