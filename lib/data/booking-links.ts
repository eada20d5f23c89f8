import "server-only";
import { createHash } from "node:crypto";
import { getDb } from "@/lib/db";
import { isBookingLinkToken, type BookingLinkPurpose, type BookingLinkRefusal } from "@/lib/domain/booking-links";
import { newSecret } from "@/lib/security/tokens";
import { plainClient, type DbClient } from "./ledger";

// Links a guest opens without signing in (pay, guest list), carried by the booking's mails.
// Only a SHA-256 of the token is stored: a copy of the database opens no link.
//
// One live link per booking and purpose (a partial unique index): issuing again REVOKES the older
// link and returns a new one (reason "replaced"). The raw token is never stored, so it cannot be
// handed out twice; the newest mail's link is the one that works, and an older one says so.

/** Why a link was revoked (booking_links.revoked_reason). */
export type BookingLinkRevocation = "replaced" | "paid" | "office";

/**
 * A revoked link still names its booking and why it was revoked, so its page can thank a guest
 * coming back from paying (revoked because paid) instead of only refusing; the page shows no
 * personal data for it.
 */
export type ResolvedBookingLink =
  | { ok: true; bookingId: string; expiresAt: Date }
  | { ok: false; reason: "revoked"; bookingId: string; revokedReason: BookingLinkRevocation }
  | { ok: false; reason: Exclude<BookingLinkRefusal, "revoked"> };

function hashLinkToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/**
 * A new link for the booking's `purpose`, valid until `expiresAt` (the end of the departure day:
 * lib/domain/booking-links.ts bookingLinkExpiry). Returns the raw token (256 random bits,
 * base64url) for the URL (bookingLinkPath). The booking's row is locked for the swap, so two
 * mails issuing at once leave exactly one live link (the later one).
 */
export async function issueBookingLink(bookingId: string, purpose: BookingLinkPurpose, expiresAt: Date): Promise<string> {
  const raw = newSecret(32);
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM bookings WHERE id = ${bookingId}::uuid FOR UPDATE`;
    if (locked.length === 0) throw new Error(`No booking ${bookingId} to issue a ${purpose} link for`);
    const now = new Date();
    await tx.bookingLink.updateMany({ where: { bookingId, purpose, revokedAt: null }, data: { revokedAt: now, revokedReason: "replaced" } });
    await tx.bookingLink.create({ data: { bookingId, purpose, tokenHash: hashLinkToken(raw), expiresAt } });
  });
  return raw;
}

/** The booking a link opens, or why it opens none. Unknown also covers malformed tokens and other purposes. */
export async function resolveBookingLink(token: string, purpose: BookingLinkPurpose, now = new Date()): Promise<ResolvedBookingLink> {
  if (!isBookingLinkToken(token)) return { ok: false, reason: "unknown" };
  const db = await getDb();
  const link = await db.bookingLink.findUnique({
    where: { tokenHash: hashLinkToken(token) },
    select: { bookingId: true, purpose: true, expiresAt: true, revokedAt: true, revokedReason: true },
  });
  if (!link || link.purpose !== purpose) return { ok: false, reason: "unknown" };
  if (link.revokedAt) return { ok: false, reason: "revoked", bookingId: link.bookingId, revokedReason: (link.revokedReason ?? "office") as BookingLinkRevocation };
  if (link.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, bookingId: link.bookingId, expiresAt: link.expiresAt };
}

/**
 * Revokes the booking's live links of `purpose` (all purposes without one); returns how many.
 * Takes the caller's transaction so fulfilment revokes in the same commit that records the money.
 */
export async function revokeBookingLinks(
  bookingId: string,
  purpose?: BookingLinkPurpose,
  reason: BookingLinkRevocation = "office",
  db?: DbClient,
): Promise<number> {
  const client = db ?? (await plainClient());
  const { count } = await client.bookingLink.updateMany({
    where: { bookingId, revokedAt: null, ...(purpose ? { purpose } : {}) },
    data: { revokedAt: new Date(), revokedReason: reason },
  });
  return count;
}

/** What a pay link's page shows of its booking: the house, the dates and the guest's name only. */
export interface PayLinkBooking {
  id: string;
  propertyName: string;
  arrival: string;
  departure: string;
  guestName: string;
  cancelled: boolean;
  channelName: string | null;
}

export async function readPayLinkBooking(bookingId: string): Promise<PayLinkBooking | null> {
  const db = await getDb();
  const b = await db.booking.findUnique({
    where: { id: bookingId },
    select: { id: true, arrival: true, departure: true, guestName: true, type: true, property: { select: { name: true } }, channel: { select: { name: true } } },
  });
  if (!b) return null;
  return {
    id: b.id,
    propertyName: b.property.name,
    arrival: b.arrival.toISOString().slice(0, 10),
    departure: b.departure.toISOString().slice(0, 10),
    guestName: b.guestName,
    cancelled: b.type === "cancelled" || b.type === "deleted",
    channelName: b.channel?.name ?? null,
  };
}
