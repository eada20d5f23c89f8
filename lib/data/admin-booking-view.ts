import "server-only";
import { getDb } from "@/lib/db";
import { toIsoDate, type IsoDate } from "@/lib/domain/dates";
import type { Balance } from "@/lib/domain/ledger";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { bookingBalance, listLedger, type LedgerLine } from "./ledger";

/** A checkout attempt as the office sees it (attempts that moved no money are listed too). */
export interface AttemptRow {
  id: string;
  purpose: "offer_deposit" | "open_amount";
  amount: Rappen;
  status: "pending" | "succeeded" | "failed" | "refunded" | "expired" | "cancelled" | "processing";
  provider: string;
  sessionId: string | null;
  methods: string[];
  createdAt: string;
  expiresAt: string | null;
}

export interface AdminBookingView {
  id: string;
  type: "reservation" | "modification" | "cancelled" | "deleted";
  referenceId: string | null;
  smoobuBookingId: number | null;
  propertyId: string;
  propertyName: string;
  arrival: IsoDate;
  departure: IsoDate;
  guestName: string;
  email: string | null;
  phone: string | null;
  language: string | null;
  adults: number;
  children: number;
  channelName: string | null;
  /** Smoobu's notice, and the special request typed at checkout (an offer's). */
  notice: string;
  specialRequests: string | null;
  offerId: string | null;
  balance: Balance;
  lines: LedgerLine[];
  attempts: AttemptRow[];
}

/** Everything the admin's booking view shows; null for an unknown booking. */
export async function readAdminBooking(bookingId: string): Promise<AdminBookingView | null> {
  if (!/^[0-9a-f-]{36}$/i.test(bookingId)) return null;
  const db = await getDb();
  const b = await db.booking.findUnique({
    where: { id: bookingId },
    select: {
      id: true, type: true, referenceId: true, smoobuBookingId: true, arrival: true, departure: true, guestName: true, email: true, phone: true,
      language: true, adults: true, children: true, notice: true, price: true, priceElements: true, offerId: true,
      property: { select: { id: true, name: true } },
      channel: { select: { name: true } },
      offer: { select: { specialRequests: true } },
    },
  });
  if (!b) return null;
  const [lines, attempts] = await Promise.all([
    listLedger(b.id),
    db.bookingPayment.findMany({
      where: { OR: [{ bookingId: b.id }, ...(b.offerId ? [{ offerId: b.offerId }] : [])] },
      orderBy: { createdAt: "desc" },
      select: { id: true, purpose: true, amount: true, status: true, provider: true, providerSessionId: true, methods: true, createdAt: true, expiresAt: true },
    }),
  ]);
  return {
    id: b.id, type: b.type, referenceId: b.referenceId, smoobuBookingId: b.smoobuBookingId, propertyId: b.property.id, propertyName: b.property.name,
    arrival: toIsoDate(b.arrival), departure: toIsoDate(b.departure), guestName: b.guestName, email: b.email, phone: b.phone, language: b.language,
    adults: b.adults, children: b.children, channelName: b.channel?.name ?? null, notice: b.notice, specialRequests: b.offer?.specialRequests ?? null,
    offerId: b.offerId,
    balance: bookingBalance(b, lines),
    lines,
    attempts: attempts.map((a) => ({
      id: a.id, purpose: a.purpose, amount: toRappen(a.amount), status: a.status, provider: a.provider, sessionId: a.providerSessionId,
      methods: a.methods, createdAt: a.createdAt.toISOString(), expiresAt: a.expiresAt?.toISOString() ?? null,
    })),
  };
}
