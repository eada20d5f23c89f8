import "server-only";
import { getDb } from "@/lib/db";
import { BOOKING_MAIL_TEMPLATES, isBookingMail } from "@/lib/domain/admin-booking-view";
import { addDays, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import type { Balance } from "@/lib/domain/ledger";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { stayPrice, type StayPrice } from "@/lib/domain/stay-total";
import { channelCollects } from "@/lib/domain/channel-collection";
import { listGuests, type GuestRow } from "./guest-list";
import { bookingBalance, listLedger, type LedgerLine } from "./ledger";
import { cleaningAssignees, type TeamPerson } from "./team-area";

/** A mail of the outbox about the booking (see isBookingMail for how one is recognised). */
export interface BookingMailRow {
  id: string;
  toAddress: string;
  subject: string;
  template: string;
  status: "queued" | "sent" | "failed";
  createdAt: string;
  sentAt: string | null;
}

/** The offer the booking came from. */
export interface BookingOfferRef {
  id: string;
  status: string;
  source: "admin" | "instant";
  createdAt: string;
  paidAt: string | null;
}

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
  /** The office paused every guest mail of the stay (mail timeline). */
  mailsPaused: boolean;
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
  offer: BookingOfferRef | null;
  isBlockedBooking: boolean;
  /** The price as Smoobu holds it, and its cached elements (shown itemised when there are any). */
  price: Rappen | null;
  priceElements: unknown;
  /** Who collects the stay's money: its channel (Airbnb...) or, as the office decided, us. */
  collection: { channelCollects: boolean; throughUs: boolean; setBy: string | null; setAt: string | null };
  /** The stay's price as the ledger reads it; `mismatch` flags elements that disagree with the price. */
  priceCheck: StayPrice;
  requestGuestLists: boolean;
  guests: GuestRow[];
  cleaners: TeamPerson[];
  mails: BookingMailRow[];
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
      language: true, adults: true, children: true, notice: true, price: true, priceElements: true, offerId: true, isBlockedBooking: true,
      collectThroughUs: true, collectionSetById: true, collectionSetAt: true, mailsPaused: true,
      property: { select: { id: true, name: true, requestGuestLists: true } },
      channel: { select: { name: true } },
      offer: { select: { id: true, status: true, source: true, createdAt: true, paidAt: true, specialRequests: true } },
    },
  });
  if (!b) return null;
  // Mails about the stay from its offer on (or, without one, from a year before arrival).
  const since = b.offer?.createdAt ?? new Date(`${addDays(toIsoDate(b.arrival), -365)}T00:00:00Z`);
  const [lines, attempts, guests, cleaners, mails, setBy] = await Promise.all([
    listLedger(b.id),
    db.bookingPayment.findMany({
      where: { OR: [{ bookingId: b.id }, ...(b.offerId ? [{ offerId: b.offerId }] : [])] },
      orderBy: { createdAt: "desc" },
      select: { id: true, purpose: true, amount: true, status: true, provider: true, providerSessionId: true, methods: true, createdAt: true, expiresAt: true },
    }),
    listGuests(b.id),
    cleaningAssignees(b.id),
    b.email
      ? db.mailOutbox.findMany({
          where: {
            template: { in: [...BOOKING_MAIL_TEMPLATES] },
            createdAt: { gte: since },
            OR: [{ toAddress: { equals: b.email, mode: "insensitive" } }, { replyTo: { equals: b.email, mode: "insensitive" } }],
          },
          orderBy: [{ createdAt: "desc" }, { id: "asc" }],
          take: 50,
          select: { id: true, toAddress: true, replyTo: true, subject: true, template: true, status: true, createdAt: true, sentAt: true },
        })
      : Promise.resolve([]),
    b.collectionSetById ? db.user.findUnique({ where: { id: b.collectionSetById }, select: { email: true } }) : Promise.resolve(null),
  ]);
  return {
    id: b.id, type: b.type, mailsPaused: b.mailsPaused, referenceId: b.referenceId, smoobuBookingId: b.smoobuBookingId, propertyId: b.property.id, propertyName: b.property.name,
    arrival: toIsoDate(b.arrival), departure: toIsoDate(b.departure), guestName: b.guestName, email: b.email, phone: b.phone, language: b.language,
    adults: b.adults, children: b.children, channelName: b.channel?.name ?? null, notice: b.notice, specialRequests: b.offer?.specialRequests ?? null,
    offerId: b.offerId,
    offer: b.offer ? { id: b.offer.id, status: b.offer.status, source: b.offer.source, createdAt: b.offer.createdAt.toISOString(), paidAt: b.offer.paidAt?.toISOString() ?? null } : null,
    isBlockedBooking: b.isBlockedBooking,
    price: b.price === null ? null : toRappen(b.price),
    priceElements: b.priceElements,
    collection: {
      channelCollects: channelCollects(b.channel?.name), throughUs: b.collectThroughUs,
      // A deleted account leaves its id: the date still says when.
      setBy: b.collectionSetById ? (setBy?.email ?? b.collectionSetById) : null, setAt: b.collectionSetAt?.toISOString() ?? null,
    },
    priceCheck: stayPrice({ priceElements: b.priceElements, price: b.price === null ? null : toRappen(b.price) }),
    requestGuestLists: b.property.requestGuestLists,
    guests,
    cleaners,
    mails: mails
      .filter((m) => isBookingMail(m, { email: b.email, since }))
      .map((m) => ({ id: m.id, toAddress: m.toAddress, subject: m.subject, template: m.template ?? "", status: m.status, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
    balance: bookingBalance(b, lines),
    lines,
    attempts: attempts.map((a) => ({
      id: a.id, purpose: a.purpose, amount: toRappen(a.amount), status: a.status, provider: a.provider, sessionId: a.providerSessionId,
      methods: a.methods, createdAt: a.createdAt.toISOString(), expiresAt: a.expiresAt?.toISOString() ?? null,
    })),
  };
}
