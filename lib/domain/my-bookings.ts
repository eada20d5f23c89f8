/**
 * The guest portal's rules (/my-bookings): which bookings a guest sees, in which list, with which
 * label, how the price is itemised and whether it is paid. Pure: "today" is a parameter, the
 * calendar date in Europe/Zurich (lib/domain/dates.ts todayIn), never the server's clock.
 */

import { addDays, type IsoDate } from "./dates";
import { toRappen, type Rappen } from "./money";
import { stayElements, stayPrice } from "./stay-total";

export type BookingKind = "reservation" | "modification" | "cancelled" | "deleted";

/** The stay label of a booking card; null when none applies (far ahead, or over). */
export type StayLabel =
  | { kind: "arrivingToday"; urgent: true }
  | { kind: "arrivingTomorrow"; urgent: false }
  | { kind: "leavingToday"; urgent: true }
  | { kind: "leavingTomorrow"; urgent: false }
  /** A stay in progress; the card shows the check-out date next to it. */
  | { kind: "arrived"; urgent: false; checkOut: IsoDate };

/**
 * The label for a stay from `arrival` to `departure` (departure = check-out day) on `today`.
 * Arrival and departure days win over "arrived", today over tomorrow; `urgent` marks today's
 * arrival or departure (shown as a destructive badge).
 */
export function stayLabel(stay: { arrival: IsoDate; departure: IsoDate }, today: IsoDate): StayLabel | null {
  const tomorrow = addDays(today, 1);
  if (stay.arrival === today) return { kind: "arrivingToday", urgent: true };
  if (stay.departure === today) return { kind: "leavingToday", urgent: true };
  if (stay.arrival === tomorrow) return { kind: "arrivingTomorrow", urgent: false };
  if (stay.arrival < today && stay.departure === tomorrow) return { kind: "leavingTomorrow", urgent: false };
  if (stay.arrival < today && stay.departure > today) return { kind: "arrived", urgent: false, checkOut: stay.departure };
  return null;
}

/** Cancelled and deleted bookings are no longer the guest's stays: the portal hides them. */
export function isVisibleToGuest(booking: { type: BookingKind }): boolean {
  return booking.type !== "cancelled" && booking.type !== "deleted";
}

/**
 * The portal's two lists: upcoming (departure today or later, soonest arrival first) and past
 * (latest departure first). Hidden bookings are left out of both.
 */
export function splitBookings<T extends { type: BookingKind; arrival: IsoDate; departure: IsoDate }>(
  bookings: readonly T[],
  today: IsoDate,
): { upcoming: T[]; past: T[] } {
  const visible = bookings.filter(isVisibleToGuest);
  const upcoming = visible.filter((b) => b.departure >= today).sort((a, b) => compare(a.arrival, b.arrival) || compare(a.departure, b.departure));
  const past = visible.filter((b) => b.departure < today).sort((a, b) => compare(b.departure, a.departure) || compare(b.arrival, a.arrival));
  return { upcoming, past };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A cached Smoobu price element as stored in bookings.price_elements (JSON: shapes vary). */
export interface PricingLine {
  name: string;
  amount: Rappen;
  quantity: number | null;
  /** Already inside another line's amount (Smoobu's priceIncludedInId, e.g. a tax): shown, not added. */
  included?: true;
}

/** What the detail page shows as the price: itemised lines (or the booking price as one line) and the total. */
export interface Pricing {
  /** The itemised lines; none when there is nothing to itemise (the total alone says it all). */
  lines: PricingLine[];
  /** null: no price is recorded at all (no usable price elements, no booking price). */
  total: Rappen | null;
  /** True when there were no usable price elements, or they disagreed with it (the total is the booking price). */
  fromBookingPrice: boolean;
}

/** A usable price element of the cache, with Smoobu's `type` (basePrice, cleaningFee, addon, …) when given. */
export interface PriceElement {
  type: string | null;
  name: string;
  amount: Rappen;
  quantity: number | null;
  sortOrder: number;
  /** Inside another element's amount (priceIncludedInId), read as stayElements reads it for the total. */
  included: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The usable price elements of the JSON cache, sorted by sortOrder: elements without a numeric
 * amount are skipped (a broken cache must not break the page); a missing name becomes "". Which
 * are included in another comes from stayElements (the same reading as the total's).
 */
export function parsePriceElements(raw: unknown): PriceElement[] {
  if (!Array.isArray(raw)) return [];
  const included = new Set(stayElements(raw).filter((e) => e.included).map((e) => e.index));
  const out: PriceElement[] = [];
  for (const [index, element] of (raw as unknown[]).entries()) {
    if (!isRecord(element)) continue;
    const amount = element.amount;
    if (typeof amount !== "number" && typeof amount !== "string") continue;
    let rappen: Rappen;
    try {
      rappen = toRappen(amount);
    } catch {
      continue;
    }
    const quantity = typeof element.quantity === "number" && Number.isFinite(element.quantity) ? element.quantity : null;
    const sortOrder = typeof element.sortOrder === "number" && Number.isFinite(element.sortOrder) ? element.sortOrder : Number.MAX_SAFE_INTEGER;
    const type = typeof element.type === "string" ? element.type : null;
    out.push({ type, name: typeof element.name === "string" ? element.name : "", amount: rappen, quantity, sortOrder, included: included.has(index) });
  }
  // A stable sort keeps Smoobu's order for equal (or missing) sortOrder values.
  return out.sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * The pricing lines: the cached price elements when there are any and they agree with the booking
 * price, each named by `nameOf` (the portal translates the kinds it knows; an included element is
 * shown but not added), else none: a booking price alone is the total, shown once as the total
 * rather than again as a line of its own. The total is the ledger rule's total (stayPrice: the
 * booking price when there is one), so the page and the payment can never disagree; null when no
 * price is recorded at all.
 */
export function pricingLines(input: { priceElements: unknown; price: Rappen | null }, nameOf: (element: PriceElement) => string = (e) => e.name): Pricing {
  const { elements, total, fromBookingPrice } = pricingElements(input);
  const lines = elements.map((e) => ({ name: nameOf(e), amount: e.amount, quantity: e.quantity, ...(e.included ? { included: true as const } : {}) }));
  return { lines, total, fromBookingPrice };
}

/** pricingLines before naming: the price elements themselves (kinds kept), for documents that classify them (receipts). */
export function pricingElements(input: { priceElements: unknown; price: Rappen | null }): { elements: PriceElement[]; total: Rappen | null; fromBookingPrice: boolean } {
  const elements = parsePriceElements(input.priceElements);
  const { total, mismatch } = stayPrice(input);
  if (elements.length > 0 && !mismatch) return { elements, total, fromBookingPrice: false };
  return { elements: [], total: input.price, fromBookingPrice: true };
}

/**
 * Whether a user may see (and act on) a booking: admins any; everyone else only a booking made
 * with their own e-mail address, compared case-insensitively (as the citext column does).
 * A booking without an e-mail (blocked dates) belongs to no guest.
 */
export function mayAccessBooking(booking: { email: string | null }, user: { email: string; roles: readonly string[] }): boolean {
  if (user.roles.includes("admin")) return true;
  if (!booking.email) return false;
  return booking.email.trim().toLowerCase() === user.email.trim().toLowerCase();
}
