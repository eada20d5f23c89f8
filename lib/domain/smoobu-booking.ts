import type { SmoobuBooking, SmoobuPriceElement } from "@/lib/schemas/smoobu";

// Pure mapping of Smoobu bookings to our rows (no I/O): the sync, the single import and the
// webhook all go through here, so a booking reads the same whichever way it arrived.

export type BookingKind = "reservation" | "modification" | "cancelled" | "deleted";

/** Smoobu's ids are stored in PostgreSQL `integer` columns. */
export const MAX_SMOOBU_ID = 2_147_483_647;
/** Beyond any real stay, and well inside numeric(10,2): a larger price, prepayment or deposit is refused. */
export const MAX_BOOKING_AMOUNT = 1_000_000;

/**
 * True when a string (or an object key) anywhere in `value` holds a NUL character, which
 * PostgreSQL text and jsonb cannot store. Nesting deeper than `maxDepth` counts as true too:
 * nothing Smoobu sends is that deep, and jsonb has a depth limit of its own.
 */
export function containsNul(value: unknown, maxDepth = 64): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (value === null || typeof value !== "object") return false;
  if (maxDepth <= 0) return true;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, maxDepth - 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, maxDepth - 1));
}

/** Smoobu's `type` to ours; an unknown or missing type is treated as a live reservation. */
export function bookingKind(type: string | null | undefined): BookingKind {
  switch ((type ?? "").trim().toLowerCase()) {
    case "modification of booking":
      return "modification";
    case "cancellation":
      return "cancelled";
    default:
      return "reservation";
  }
}

/** 'Yes' → true; 'No', missing or anything else → false. */
export function yesNo(value: string | null | undefined): boolean {
  return (value ?? "").trim().toLowerCase() === "yes";
}

/** Guests own bookings by e-mail; a booking without one still needs a unique, undeliverable address. */
export function placeholderEmail(smoobuId: number): string {
  return `no-email+${smoobuId}@guests.invalid`;
}

/** Money as a string with two decimals, rounded once (never a float sum; see STYLE.md). */
export function money(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return (Math.round(value * 100) / 100).toFixed(2);
}

/**
 * Smoobu's timestamps ("2026-01-03 13:51", sometimes with seconds, or ISO-8601). Without a zone
 * they are read as UTC: Smoobu does not document one, and the only use that needs precision is
 * comparing two of its own timestamps, which a consistent reading keeps correct.
 */
export function parseSmoobuTimestamp(value: string | null | undefined): Date | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value.trim());
  if (!m) return null;
  const [, date, hh, mm, ss = "00", , zone = "Z"] = m;
  const parsed = new Date(`${date}T${hh}:${mm}:${ss}${zone}`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** A calendar date as the UTC midnight Prisma stores for @db.Date. */
export function dateOnly(value: string): Date {
  return new Date(`${value}T00:00:00Z`);
}

/** "16:00" → the 1970-01-01 instant Prisma stores for @db.Time; anything else → null. */
export function timeOfDay(value: string | null | undefined): Date | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec((value ?? "").trim());
  if (!m) return null;
  const [, h = "0", min = "0", s = "0"] = m;
  if (Number(h) > 23 || Number(min) > 59 || Number(s) > 59) return null;
  return new Date(Date.UTC(1970, 0, 1, Number(h), Number(min), Number(s)));
}

function count(value: number | null | undefined, fallback: number): number {
  return value !== null && value !== undefined && Number.isInteger(value) && value >= 0 && value <= 10_000 ? value : fallback;
}

const trimmed = (s: string | null | undefined) => (s ?? "").trim();

export interface BookingRow {
  smoobuBookingId: number;
  referenceId: string | null;
  type: BookingKind;
  arrival: Date;
  departure: Date;
  createdAtSmoobu: Date | null;
  modifiedAtSmoobu: Date | null;
  guestName: string;
  email: string;
  phone: string | null;
  adults: number;
  children: number;
  checkIn: Date | null;
  checkOut: Date | null;
  notice: string;
  price: string | null;
  pricePaid: boolean;
  prepayment: string | null;
  prepaymentPaid: boolean;
  deposit: string | null;
  depositPaid: boolean;
  language: string;
  guestAppUrl: string | null;
  isBlockedBooking: boolean;
  guestId: number | null;
}

/** A Smoobu booking as our row (without property and channel, which the caller resolves). */
export function toBookingRow(b: SmoobuBooking, options: { deleted?: boolean } = {}): BookingRow {
  const name = trimmed(b["guest-name"]) || [trimmed(b.firstname), trimmed(b.lastname)].filter(Boolean).join(" ");
  const email = trimmed(b.email);
  return {
    smoobuBookingId: b.id,
    referenceId: trimmed(b["reference-id"]) || null,
    type: options.deleted ? "deleted" : bookingKind(b.type),
    arrival: dateOnly(b.arrival),
    departure: dateOnly(b.departure),
    createdAtSmoobu: parseSmoobuTimestamp(b["created-at"]),
    modifiedAtSmoobu: parseSmoobuTimestamp(b.modifiedAt),
    guestName: name,
    email: email.includes("@") ? email : placeholderEmail(b.id),
    phone: trimmed(b.phone) || null,
    adults: count(b.adults, 1),
    children: count(b.children, 0),
    checkIn: timeOfDay(b["check-in"]),
    checkOut: timeOfDay(b["check-out"]),
    notice: b.notice ?? "",
    price: money(b.price),
    pricePaid: yesNo(b["price-paid"]),
    prepayment: money(b.prepayment),
    prepaymentPaid: yesNo(b["prepayment-paid"]),
    deposit: money(b.deposit),
    depositPaid: yesNo(b["deposit-paid"]),
    language: trimmed(b.language).toLowerCase() || "en",
    guestAppUrl: trimmed(b["guest-app-url"]) || null,
    isBlockedBooking: b["is-blocked-booking"] ?? false,
    guestId: b.guestId !== null && b.guestId !== undefined && Number.isInteger(b.guestId) && Math.abs(b.guestId) <= MAX_SMOOBU_ID ? b.guestId : null,
  };
}

/** Price elements in the cached shape of bookings.price_elements, in Smoobu's order. */
export function normalizePriceElements(elements: readonly SmoobuPriceElement[]): SmoobuPriceElement[] {
  return [...elements].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

/**
 * True when `incoming` is older than what is stored, so it must not overwrite it (webhooks
 * repeat and arrive out of order). Without a timestamp on either side, newer wins by arrival.
 */
export function isStaleUpdate(incoming: Date | null, stored: Date | null): boolean {
  if (!incoming || !stored) return false;
  return incoming.getTime() < stored.getTime();
}

/**
 * Whether an incoming version should replace the stored row. A deletion is sticky: a repeated
 * or late delivery of an earlier state (same or older timestamp) must not bring it back, since
 * a delete webhook usually carries the booking's last timestamp unchanged. A cancellation is
 * sticky the same way against a live version: Smoobu's API can still answer a booking as live,
 * with its old timestamp, after its cancel webhook arrived; only a newer version revives it.
 */
export function shouldApply(
  incoming: { type: BookingKind; modifiedAtSmoobu: Date | null },
  stored: { type: BookingKind; modifiedAtSmoobu: Date | null } | null,
): boolean {
  if (!stored) return true;
  if (isStaleUpdate(incoming.modifiedAtSmoobu, stored.modifiedAtSmoobu)) return false;
  if (stored.type === "deleted" && incoming.type !== "deleted") {
    return !!incoming.modifiedAtSmoobu && !!stored.modifiedAtSmoobu && incoming.modifiedAtSmoobu > stored.modifiedAtSmoobu;
  }
  if (stored.type === "cancelled" && (incoming.type === "reservation" || incoming.type === "modification")) {
    // Without a stored timestamp nothing says the live version is older: it applies.
    return !stored.modifiedAtSmoobu || (!!incoming.modifiedAtSmoobu && incoming.modifiedAtSmoobu > stored.modifiedAtSmoobu);
  }
  return true;
}
