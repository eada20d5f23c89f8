// Test data in Smoobu's wire format for the fake (tests/fakes/smoobu/server.ts).

export type WireBooking = Record<string, unknown> & { id: number };

const FIRST = ["Anna", "Luca", "Claire", "Jonas", "Sofia", "Marco", "Lea", "Noah", "Emma", "Paul"];
const LAST = ["Muster", "Rossi", "Dubois", "Keller", "Imboden", "Supersaxo", "Zurbriggen", "Anthamatten"];
const CHANNELS = [
  { id: 465612, name: "Direct" },
  { id: 465614, name: "Booking.com" },
  { id: 465613, name: "Airbnb" },
];

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
export const smoobuStamp = (d: Date) => `${isoDay(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** One booking as Smoobu sends it; `over` replaces any field. */
export function wireBooking(id: number, apartment: { id: number; name: string }, arrival: Date, nights: number, over: Record<string, unknown> = {}): WireBooking {
  const first = FIRST[id % FIRST.length] ?? "Anna";
  const last = LAST[id % LAST.length] ?? "Muster";
  const created = addDays(arrival, -30);
  return {
    id,
    "reference-id": `REF${id}`,
    type: "reservation",
    arrival: isoDay(arrival),
    departure: isoDay(addDays(arrival, nights)),
    "created-at": smoobuStamp(created),
    modifiedAt: smoobuStamp(created),
    apartment,
    channel: CHANNELS[id % CHANNELS.length],
    "guest-name": `${first} ${last}`,
    firstname: first,
    lastname: last,
    email: id % 7 === 0 ? null : `${first}.${last}.${id}@example.com`.toLowerCase(),
    phone: id % 3 === 0 ? null : "+41 79 000 00 00",
    adults: 2 + (id % 3),
    children: id % 2,
    "check-in": "16:00",
    "check-out": "10:00",
    notice: "",
    price: 150 * nights + (id % 100),
    "price-paid": id % 2 === 0 ? "Yes" : "No",
    prepayment: 0,
    "prepayment-paid": "No",
    deposit: null,
    "deposit-paid": "No",
    language: ["de", "en", "fr"][id % 3],
    "guest-app-url": `https://guest.smoobu.com/${id}`,
    "is-blocked-booking": false,
    guestId: 10_000 + id,
    ...over,
  };
}

export interface GenerateOptions {
  count: number;
  apartments: { id: number; name: string }[];
  /** First arrival; stays follow each other per apartment without overlapping. */
  start: Date;
  firstId?: number;
}

/**
 * `count` bookings spread round-robin over the apartments, back to back (departure = next
 * arrival, a normal turnover), 2–5 nights each, so none overlaps another of its apartment.
 */
export function generateBookings(options: GenerateOptions): WireBooking[] {
  const next = new Map(options.apartments.map((a) => [a.id, options.start]));
  const out: WireBooking[] = [];
  for (let i = 0; i < options.count; i++) {
    const apartment = options.apartments[i % options.apartments.length];
    if (!apartment) break;
    const arrival = next.get(apartment.id) ?? options.start;
    const nights = 2 + (i % 4);
    out.push(wireBooking((options.firstId ?? 1_000_000) + i, apartment, arrival, nights));
    next.set(apartment.id, addDays(arrival, nights));
  }
  return out;
}

/** Switzerland's VAT rate for accommodation, in tenths of a percent (3.8 %, from 2024; estv.admin.ch). */
const LODGING_VAT_PERMILLE = 38;

/**
 * Price elements of a booking in Smoobu's shape (GET /reservations/{id}/price-elements; fields
 * and types from /work/shared/docs/INTEGRATIONS.md, as in docs/integrations/smoobu.md "Price
 * elements"): the base price, the VAT already inside it (`priceIncludedInId` names the base price:
 * never added again), the cleaning fee and, for every other booking, a negative long-stay
 * discount. Counted without the included VAT, the elements add up to the booking's `price`.
 */
export function priceElementsFor(b: WireBooking) {
  const price = typeof b.price === "number" ? b.price : 0;
  const discount = b.id % 2 === 0 ? 25 : 0;
  const base = price - 80 + discount;
  const baseId = b.id * 10 + 1;
  const vat = Math.round((base * LODGING_VAT_PERMILLE * 100) / (1000 + LODGING_VAT_PERMILLE)) / 100;
  const element = (n: number, type: string, name: string, amount: number, sortOrder: number, priceIncludedInId: number | null = null) => ({
    id: b.id * 10 + n, type, name, amount, quantity: 1, tax: null, currencyCode: "CHF", sortOrder, priceIncludedInId,
  });
  return [
    element(1, "basePrice", "Base price", base, 0),
    element(2, "addon", "VAT 3.8 % (included)", vat, 1, baseId),
    element(3, "cleaningFee", "Cleaning", 80, 2),
    ...(discount > 0 ? [element(4, "longStayDiscount", "Long-stay discount", -discount, 3)] : []),
  ];
}
