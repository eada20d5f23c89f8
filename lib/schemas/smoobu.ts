import { z } from "zod";
import { isIsoDate } from "@/lib/domain/dates";
import { containsNul, MAX_BOOKING_AMOUNT, MAX_SMOOBU_ID } from "@/lib/domain/smoobu-booking";

// Smoobu's wire shapes, read tolerantly (INTEGRATIONS.md): numbers may come as strings, email and
// phone may be null, the modified timestamp is `modifiedAt` or `modified-at`, empty maps can arrive
// as `[]`, and unknown fields are ignored. Only what a booking cannot exist without (id, dates,
// apartment) is required; a booking without them is malformed and skipped by the sync.

const num = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
const optNum = num.nullish().catch(null);
const optStr = z.string().nullish().catch(null);

/** A JSON object that Smoobu sends as `[]` when empty. */
export const smoobuMap = <T extends z.ZodType>(value: T) =>
  z.preprocess((v) => (Array.isArray(v) && v.length === 0 ? {} : v), z.record(z.string(), value));

export const smoobuPriceElementSchema = z.object({
  id: optNum,
  type: optStr,
  name: optStr,
  amount: optNum,
  quantity: optNum,
  tax: optNum,
  currencyCode: optStr,
  sortOrder: optNum,
  /** The element this one is already inside (a tax in the base price): never added again (lib/domain/stay-total.ts). */
  priceIncludedInId: optNum,
});
export type SmoobuPriceElement = z.infer<typeof smoobuPriceElementSchema>;

// A booking is refused (the webhook answers 4xx, the sync skips and counts it) when it cannot be
// true or cannot be stored: an impossible calendar date (2028-02-30 would otherwise roll over to
// 1 March), no night between arrival and departure, an id or amount beyond what our columns hold,
// or a NUL character, which PostgreSQL text and jsonb cannot store.
const smoobuId = num.pipe(z.number().int().positive().max(MAX_SMOOBU_ID));
const calendarDate = z.string().refine(isIsoDate, "not a calendar date (YYYY-MM-DD)");
/**
 * Money Smoobu reports. Unreadable text stays "no amount", as before; a number no stay can cost
 * (negative, infinite — JSON's 1e400 — or beyond MAX_BOOKING_AMOUNT) refuses the booking.
 */
const amount = z.unknown().optional().transform((v, ctx): number | null => {
  const n = typeof v === "number" ? v : typeof v === "string" && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(v.trim()) ? Number(v) : null;
  if (n === null) return null;
  if (Number.isFinite(n) && n >= 0 && n <= MAX_BOOKING_AMOUNT) return n;
  ctx.addIssue({ code: "custom", message: "amount out of range" });
  return z.NEVER;
});
const guests = optNum.refine((v) => v === null || v === undefined || Math.abs(v) <= 10_000, "guest count out of range");
const ref = z.object({ id: smoobuId, name: z.string().nullish().catch(null) });

export const smoobuBookingSchema = z
  .object({
    id: smoobuId,
    "reference-id": optStr,
    type: z.string().nullish().catch(null),
    arrival: calendarDate,
    departure: calendarDate,
    "created-at": optStr,
    modifiedAt: optStr,
    "modified-at": optStr,
    apartment: ref,
    channel: ref.nullish().catch(null),
    "guest-name": optStr,
    firstname: optStr,
    lastname: optStr,
    email: optStr,
    phone: optStr,
    adults: guests,
    children: guests,
    "check-in": optStr,
    "check-out": optStr,
    notice: optStr,
    price: amount,
    "price-paid": optStr,
    prepayment: amount,
    "prepayment-paid": optStr,
    deposit: amount,
    "deposit-paid": optStr,
    language: optStr,
    "guest-app-url": optStr,
    "is-blocked-booking": z.boolean().nullish().catch(null),
    guestId: optNum,
    priceElements: z.array(smoobuPriceElementSchema).nullish().catch(null),
  })
  .refine((b) => b.departure > b.arrival, { message: "departure must be after arrival", path: ["departure"] })
  .transform(({ modifiedAt, "modified-at": modifiedDash, ...rest }) => ({ ...rest, modifiedAt: modifiedAt ?? modifiedDash ?? null }))
  .refine((b) => !containsNul(b), "text with a NUL character");
export type SmoobuBooking = z.infer<typeof smoobuBookingSchema>;

/** A page of reservations; the bookings stay unparsed so one malformed item does not lose the page. */
export const smoobuReservationsPageSchema = z.object({
  page_count: num.catch(1),
  page_size: num.catch(0),
  total_items: num.catch(0),
  page: num.catch(1),
  bookings: z.array(z.unknown()).catch([]),
});
export type SmoobuReservationsPage = z.infer<typeof smoobuReservationsPageSchema>;

export const smoobuMeSchema = z.object({ id: num, firstName: optStr, lastName: optStr, email: optStr });
export type SmoobuMe = z.infer<typeof smoobuMeSchema>;

export const smoobuApartmentsSchema = z.object({
  apartments: z.array(z.object({ id: num, name: z.string().catch("") })).catch([]),
});

export const smoobuApartmentSchema = z.object({
  id: num.optional().catch(undefined),
  name: optStr,
  location: z
    .object({ street: optStr, zip: optStr, city: optStr, country: optStr, latitude: optStr, longitude: optStr })
    .nullish()
    .catch(null),
  timeZone: optStr,
  rooms: z.object({ maxOccupancy: optNum, bedrooms: optNum, bathrooms: optNum }).nullish().catch(null),
  equipments: z.array(z.unknown()).nullish().catch(null),
  currency: optStr,
  price: z.object({ minimal: optStr, maximal: optStr }).nullish().catch(null),
  type: z.object({ id: optNum, name: optStr }).nullish().catch(null),
});
export type SmoobuApartment = z.infer<typeof smoobuApartmentSchema>;

export const smoobuPriceElementsSchema = z.object({ priceElements: z.array(smoobuPriceElementSchema).catch([]) });

/**
 * `available` is 1/0 in most sources, a count of free units in one public client: any positive
 * number (or numeric text) is open, 0 closed; booleans as they are; anything else closed.
 */
const rateAvailable = z
  .union([z.number(), z.boolean(), z.string()])
  .transform((v) => (typeof v === "boolean" ? v : typeof v === "number" ? v > 0 : /^\s*\d+(\.\d+)?\s*$/.test(v) && Number(v) > 0))
  .catch(false);

export const smoobuRateDaySchema = z.object({
  price: optNum,
  min_length_of_stay: optNum,
  available: rateAvailable,
});
export type SmoobuRateDay = z.infer<typeof smoobuRateDaySchema>;

export const smoobuRatesSchema = z.object({ data: smoobuMap(smoobuMap(smoobuRateDaySchema)).catch({}) });
export type SmoobuRates = z.infer<typeof smoobuRatesSchema>["data"];

export const smoobuErrorSchema = z.object({ status: optNum, title: optStr, detail: z.unknown().optional() });

export const smoobuCreatedSchema = z.object({ id: num });

/**
 * POST /reservations body: apartmentId, arrivalDate, departureDate and channelId are required
 * (api-evangelist/smoobu openapi ReservationInput `required`; public clients always send channelId),
 * and we always send the guest's name and e-mail, as public clients do.
 */
export type SmoobuReservationCreate = SmoobuReservationInput & Required<Pick<SmoobuReservationInput, "arrivalDate" | "departureDate" | "apartmentId" | "channelId" | "firstName" | "lastName" | "email">>;

/** POST /reservations body (the fields of docs/integrations/smoobu.md). */
export interface SmoobuReservationInput {
  arrivalDate?: string;
  departureDate?: string;
  apartmentId?: number;
  channelId?: number;
  arrivalTime?: string;
  departureTime?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  notice?: string;
  adults?: number;
  children?: number;
  price?: number;
  priceStatus?: 0 | 1;
  prepayment?: number;
  prepaymentStatus?: 0 | 1;
  deposit?: number;
  depositStatus?: 0 | 1;
  language?: string;
  address?: { street?: string; postalCode?: string; location?: string };
  country?: string;
}

/** Webhook envelope: `data` stays unknown until the booking is parsed on its own. */
export const smoobuWebhookSchema = z.object({
  action: z.string().min(1),
  user: z.unknown().optional(),
  data: z.unknown().optional(),
});
export type SmoobuWebhook = z.infer<typeof smoobuWebhookSchema>;
