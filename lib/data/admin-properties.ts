import "server-only";
import { getDb, Prisma } from "@/lib/db";

export interface AdminPropertyRow {
  id: string;
  slug: string;
  name: string;
  location: string;
  isVisible: boolean;
  bookingCount: number;
}

/** Every property, hidden ones too, by name, with how many bookings keep it from being deleted. */
export async function listAdminProperties(): Promise<AdminPropertyRow[]> {
  const db = await getDb();
  const rows = await db.property.findMany({
    orderBy: { name: "asc" },
    select: { id: true, slug: true, name: true, location: true, isVisible: true, _count: { select: { bookings: true } } },
  });
  return rows.map(({ _count, ...p }) => ({ ...p, bookingCount: _count.bookings }));
}

/** Shows or hides a property; its slug (for revalidation), or null when there is no such property. */
export async function setPropertyVisibility(id: string, visible: boolean): Promise<string | null> {
  const db = await getDb();
  const rows = await db.property.updateManyAndReturn({ where: { id }, data: { isVisible: visible }, select: { slug: true } });
  return rows[0]?.slug ?? null;
}

export type DeletePropertyOutcome = { ok: true; slug: string } | { ok: false; reason: "notFound" | "hasBookings" };

/**
 * Deletes a property with its FAQ, point-of-interest links and rates (cascades). A property with
 * bookings is refused: bookings reference it with ON DELETE RESTRICT, and the count below only
 * gives the friendly answer early; the constraint still decides when a booking arrives meanwhile.
 */
export async function deletePropertyById(id: string): Promise<DeletePropertyOutcome> {
  const db = await getDb();
  const property = await db.property.findUnique({ where: { id }, select: { slug: true, _count: { select: { bookings: true } } } });
  if (!property) return { ok: false, reason: "notFound" };
  if (property._count.bookings > 0) return { ok: false, reason: "hasBookings" };
  try {
    await db.property.delete({ where: { id } });
    return { ok: true, slug: property.slug };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError) {
      if (error.code === "P2003") return { ok: false, reason: "hasBookings" };
      if (error.code === "P2025") return { ok: false, reason: "notFound" };
    }
    throw error;
  }
}
