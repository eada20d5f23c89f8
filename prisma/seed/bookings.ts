import { addDays, daysBetween, eachNight, type IsoDate } from "@/lib/domain/dates";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { priceStay } from "@/lib/domain/pricing";
import type { SeedProperty } from "./content/types";
import { intBetween, pick, prng } from "./ids";

export type ChannelKey = "direct" | "airbnb" | "booking" | "blocked";
export type TeamKey = "team" | "team2";

export interface PlannedBooking {
  key: string;
  smoobuBookingId: number;
  propertySlug: string;
  arrival: IsoDate;
  departure: IsoDate;
  type: "reservation" | "cancelled";
  channel: ChannelKey;
  guestName: string;
  email: string | null;
  phone: string | null;
  adults: number;
  children: number;
  language: "de" | "en" | "fr";
  price: Rappen | null;
  pricePaid: boolean;
  prepayment: Rappen | null;
  prepaymentPaid: boolean;
  /** Cache Smoobu-style price elements on the booking. */
  withPriceElements: boolean;
  payments: { amount: Rappen; status: "succeeded" | "failed" }[];
  guests: { firstName: string; lastName: string; dateOfBirth: IsoDate; email: string | null }[];
  assignTo: TeamKey[];
}

type Spec = Omit<PlannedBooking, "smoobuBookingId" | "price" | "withPriceElements" | "assignTo" | "guests" | "payments" | "prepayment"> & {
  payments?: PlannedBooking["payments"];
  guests?: PlannedBooking["guests"];
  prepaymentShare?: number;
};

const FIRST = ["Lena", "Jonas", "Marie", "Thomas", "Sophie", "Lukas", "Emma", "Pierre", "Claire", "Hannah", "Oliver", "Julia", "Noah", "Camille"];
const LAST = ["Meier", "Schmid", "Dubois", "Keller", "Weber", "Brunner", "Martin", "Fischer", "Bernard", "Huber", "Smith", "Baumann"];

/** The stay's price as Smoobu would hold it: nightly price, cleaning, tourist tax and SaastalCard. */
export function stayPrice(p: SeedProperty, arrival: IsoDate, departure: IsoDate, adults: number, children: number): Rappen {
  const result = priceStay({
    checkIn: arrival,
    checkOut: departure,
    guests: { adults: Math.max(1, adults), children6To16: children, children3To5: 0, babies: 0 },
    rates: [],
    pricePerNight: toRappen(p.pricePerNight ?? String(p.winterPrice)),
    cleaningFee: p.cleaningFee ? toRappen(p.cleaningFee) : null,
    propertyDownpayment: null,
  });
  if (!result.ok) throw new Error(`seed: cannot price ${p.slug} ${arrival}..${departure}: ${result.error.code}`);
  return result.breakdown.total;
}

/** Bookings the demo accounts own: every card label and payment state appears at least once. */
function demoGuestSpecs(today: IsoDate): Spec[] {
  const at = (n: number) => addDays(today, n);
  const anna = { guestName: "Anna Muster", email: "guest@example.com", phone: "+41 79 555 12 34", language: "de" as const };
  const luca = { guestName: "Luca Rossi", email: "guest2@example.com", phone: "+41 78 444 98 76", language: "en" as const };
  const base = { type: "reservation" as const, children: 0, prepaymentPaid: false, pricePaid: false };
  return [
    { ...base, ...anna, key: "anna-allalin-upcoming", propertySlug: "chalet-allalin", arrival: at(14), departure: at(21), channel: "direct", adults: 2, children: 2, prepaymentShare: 0.3, prepaymentPaid: true, payments: [{ amount: 20_000, status: "succeeded" }, { amount: 5_000, status: "failed" }] },
    { ...base, ...anna, key: "anna-mischabel-in-progress", propertySlug: "haus-mischabel", arrival: at(-2), departure: at(3), channel: "direct", adults: 12, children: 4, pricePaid: true, guests: [
      { firstName: "Anna", lastName: "Muster", dateOfBirth: "1985-04-12", email: "guest@example.com" },
      { firstName: "Beat", lastName: "Muster", dateOfBirth: "1983-11-02", email: null },
      { firstName: "Lina", lastName: "Muster", dateOfBirth: "2015-06-30", email: null },
    ] },
    { ...base, ...anna, key: "anna-dom-past", propertySlug: "chalet-dom", arrival: at(-120), departure: at(-113), channel: "booking", adults: 2, pricePaid: true },
    { ...base, ...anna, key: "anna-alphubel-cancelled", type: "cancelled", propertySlug: "chalet-alphubel", arrival: at(40), departure: at(47), channel: "direct", adults: 3 },
    { ...base, ...luca, key: "luca-dom-tomorrow", propertySlug: "chalet-dom", arrival: at(1), departure: at(5), channel: "airbnb", adults: 2, children: 1, pricePaid: true },
    { ...base, ...luca, key: "luca-weissmies-past", propertySlug: "gruppenhaus-weissmies", arrival: at(-60), departure: at(-55), channel: "direct", adults: 10, children: 3, pricePaid: true },
    { ...base, ...luca, key: "luca-portjengrat-leaving-today", propertySlug: "chalet-portjengrat", arrival: at(-4), departure: today, channel: "direct", adults: 4, prepaymentShare: 0.5, prepaymentPaid: true },
    // Luca's cards show all four day labels: arriving today/tomorrow, leaving today/tomorrow.
    { ...base, ...luca, key: "luca-alphubel-arriving-today", propertySlug: "chalet-alphubel", arrival: today, departure: at(2), channel: "direct", adults: 2, pricePaid: true },
    { ...base, ...luca, key: "luca-mattmark-leaving-tomorrow", propertySlug: "chalet-mattmark", arrival: at(-3), departure: at(1), channel: "booking", adults: 3, pricePaid: true },
    { ...base, ...luca, key: "luca-mischabel-upcoming", propertySlug: "haus-mischabel", arrival: at(30), departure: at(37), channel: "direct", adults: 14, children: 2, prepaymentShare: 0.3, prepaymentPaid: false },
  ];
}

function blockedSpecs(today: IsoDate): Spec[] {
  const block = { type: "reservation" as const, channel: "blocked" as const, guestName: "Blocked", email: null, phone: null, adults: 1, children: 0, language: "de" as const, pricePaid: false, prepaymentPaid: false };
  return [
    { ...block, key: "block-allalin", propertySlug: "chalet-allalin", arrival: addDays(today, 60), departure: addDays(today, 65) },
    { ...block, key: "block-weissmies", propertySlug: "gruppenhaus-weissmies", arrival: addDays(today, 10), departure: addDays(today, 14) },
    { ...block, key: "block-mattmark", propertySlug: "chalet-mattmark", arrival: addDays(today, -30), departure: addDays(today, -25) },
  ];
}

function overlaps(a: { arrival: IsoDate; departure: IsoDate }, b: { arrival: IsoDate; departure: IsoDate }): boolean {
  return a.arrival < b.departure && b.arrival < a.departure;
}

/** About 40 bookings from a year ago to six months ahead, never overlapping per property. */
export function planBookings(properties: readonly SeedProperty[], today: IsoDate): PlannedBooking[] {
  const specs: Spec[] = [...demoGuestSpecs(today), ...blockedSpecs(today)];
  properties.forEach((p, index) => {
    const random = prng(1000 + index);
    let cursor = addDays(today, -365 + intBetween(random, 0, 30));
    let n = 0;
    while (cursor < addDays(today, 170)) {
      const nights = intBetween(random, 3, 8);
      const stay = { arrival: cursor, departure: addDays(cursor, nights) };
      const clashes = specs.some((s) => s.propertySlug === p.slug && s.type !== "cancelled" && overlaps(s, stay));
      if (!clashes) {
        const first = pick(random, FIRST);
        const last = pick(random, LAST);
        const adults = Math.max(1, Math.min(p.maxGuests - 1, intBetween(random, 2, p.isGroupHouse ? 14 : 4)));
        const isPast = stay.departure <= today;
        n += 1;
        specs.push({
          key: `filler-${p.slug}-${n}`,
          propertySlug: p.slug,
          ...stay,
          type: n % 6 === 0 ? "cancelled" : "reservation",
          channel: pick(random, ["direct", "airbnb", "booking"] as const),
          guestName: `${first} ${last}`,
          // One address in mixed case: guests own bookings by e-mail regardless of case.
          email: n === 2 && index === 0 ? `${first}.${last}@Example.ORG` : `${first}.${last}@example.org`.toLowerCase(),
          phone: random() < 0.7 ? `+41 7${intBetween(random, 6, 9)} ${intBetween(random, 100, 999)} ${intBetween(random, 10, 99)} ${intBetween(random, 10, 99)}` : null,
          adults,
          children: Math.min(p.maxGuests - adults, intBetween(random, 0, 2)),
          language: pick(random, ["de", "en", "fr"] as const),
          pricePaid: isPast || random() < 0.4,
          prepaymentShare: isPast ? undefined : 0.3,
          prepaymentPaid: !isPast && random() < 0.5,
        });
      }
      cursor = addDays(stay.departure, intBetween(random, 100, 160));
    }
  });

  const propertyBySlug = new Map(properties.map((p) => [p.slug, p]));
  return specs
    .sort((a, b) => (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : a.key.localeCompare(b.key)))
    .map((s, i) => {
      const p = propertyBySlug.get(s.propertySlug);
      if (!p) throw new Error(`seed: unknown property ${s.propertySlug}`);
      const blocked = s.channel === "blocked";
      const price = blocked ? null : stayPrice(p, s.arrival, s.departure, s.adults, s.children);
      const fromToday = daysBetween(today, s.departure);
      // Turnovers in the team's window get cleaners; every third one is left open (red in the calendar).
      const assignTo: TeamKey[] =
        blocked || s.type === "cancelled" || fromToday < -7 || fromToday > 30 ? [] : i % 3 === 0 ? [] : i % 3 === 1 ? ["team"] : ["team", "team2"];
      return {
        key: s.key,
        smoobuBookingId: 50_000_001 + i,
        propertySlug: s.propertySlug,
        arrival: s.arrival,
        departure: s.departure,
        type: s.type,
        channel: s.channel,
        guestName: s.guestName,
        email: s.email,
        phone: s.phone,
        adults: s.adults,
        children: s.children,
        language: s.language,
        price,
        pricePaid: s.pricePaid,
        prepayment: price !== null && s.prepaymentShare ? Math.round((price * s.prepaymentShare) / 100) * 100 : null,
        prepaymentPaid: s.prepaymentPaid,
        withPriceElements: !blocked && i % 2 === 0,
        // Paid direct bookings were paid through our site: the payment record exists too.
        payments: s.payments ?? (s.pricePaid && s.channel === "direct" && price !== null ? [{ amount: price, status: "succeeded" as const }] : []),
        guests: s.guests ?? [],
        assignTo,
      };
    });
}

/** Nights taken by live (not cancelled) bookings, per property: unavailable in the rates. */
export function occupiedNights(bookings: readonly PlannedBooking[]): Map<string, Set<IsoDate>> {
  const map = new Map<string, Set<IsoDate>>();
  for (const b of bookings) {
    if (b.type === "cancelled") continue;
    const set = map.get(b.propertySlug) ?? new Set<IsoDate>();
    for (const night of eachNight(b.arrival, b.departure)) set.add(night);
    map.set(b.propertySlug, set);
  }
  return map;
}
