import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { toRappen } from "@/lib/domain/money";
import { offerListWhere } from "@/lib/domain/offers/list-filter";
import type { OfferListQuery } from "@/lib/schemas/offers";
import { UNTOUCHED_DRAFT } from "./offer-drafts";

const NO_FILTER: OfferListQuery = { q: "", status: null, expiring: null };

/**
 * The list's filter at `now`: untouched drafts left out, then the search (guest name, e-mail, OTA
 * reference or the reference of the booking it became; case-insensitive, partial), the status
 * (or "open") and the expiry window. The dashboard counts with this same filter.
 */
export function offerListFilter(query: OfferListQuery, now: Date): Prisma.OfferWhereInput {
  return { AND: [{ NOT: UNTOUCHED_DRAFT }, offerListWhere(query, now)] };
}

/** The offers list, newest first, narrowed by the query (see offerListFilter). */
export async function listOffers(query: OfferListQuery = NO_FILTER, now = new Date()) {
  const db = await getDb();
  const rows = await db.offer.findMany({
    where: offerListFilter(query, now),
    orderBy: { createdAt: "desc" },
    select: {
      id: true, status: true, guestName: true, guestEmail: true, otaReference: true, checkIn: true, checkOut: true,
      totalPrice: true, createdAt: true, property: { select: { name: true } },
    },
  });
  return rows.map((r) => ({ ...r, totalPrice: r.totalPrice === null ? null : toRappen(r.totalPrice) }));
}
export type OfferListRow = Awaited<ReturnType<typeof listOffers>>[number];
