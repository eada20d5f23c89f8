import "server-only";
import { getDb, type Prisma } from "@/lib/db";
import { toRappen } from "@/lib/domain/money";
import type { OfferListQuery } from "@/lib/schemas/offers";
import { UNTOUCHED_DRAFT } from "./offer-drafts";

/**
 * The offers list, newest first: untouched drafts left out, narrowed by the search (guest name,
 * e-mail, OTA reference or the reference of the booking it became; case-insensitive, partial)
 * and the status filter.
 */
export async function listOffers(query: OfferListQuery = { q: "", status: null }) {
  const db = await getDb();
  const q = query.q.trim();
  const contains = { contains: q, mode: "insensitive" } as const;
  const where: Prisma.OfferWhereInput = {
    NOT: UNTOUCHED_DRAFT,
    ...(query.status ? { status: query.status } : {}),
    ...(q ? { OR: [{ guestName: contains }, { guestEmail: contains }, { otaReference: contains }, { booking: { is: { referenceId: contains } } }] } : {}),
  };
  const rows = await db.offer.findMany({
    where,
    orderBy: { createdAt: "desc" },
    select: {
      id: true, status: true, guestName: true, guestEmail: true, otaReference: true, checkIn: true, checkOut: true,
      totalPrice: true, createdAt: true, property: { select: { name: true } },
    },
  });
  return rows.map((r) => ({ ...r, totalPrice: r.totalPrice === null ? null : toRappen(r.totalPrice) }));
}
export type OfferListRow = Awaited<ReturnType<typeof listOffers>>[number];
