import "server-only";
import { isStayAvailable } from "@/lib/domain/availability";
import { occupancy } from "@/lib/domain/quote";
import type { IsoDate } from "@/lib/domain/dates";
import { checkMinStay } from "@/lib/domain/min-stay";
import { toRappen, type Rappen } from "@/lib/domain/money";
import { priceStay, type Guests, type PriceBreakdown } from "@/lib/domain/pricing";
import { getDb } from "@/lib/db";
import { readStayRates } from "./quote";

export type OfferPriceOutcome =
  | { ok: true; breakdown: PriceBreakdown }
  | { ok: false; reason: "propertyNotFound" | "tooManyGuests" | "datesUnavailable" | "discountTooHigh" | "cannotPrice" }
  | { ok: false; reason: "minStay"; minNights: number };

/**
 * Prices an offer's stay on the server with the shared pricing module; the editor's figures are
 * only a preview and never stored. A null downpayment takes the house's deposit (else 250 CHF).
 * A stay shorter than its arrival night's minimum is refused like the public booking refuses it:
 * the office sells through Smoobu, which would refuse it too (issue 19).
 */
export async function priceOfferStay(
  propertyId: string,
  stay: { checkIn: IsoDate; checkOut: IsoDate; guests: Guests; discount: Rappen; downpayment: Rappen | null },
): Promise<OfferPriceOutcome> {
  const db = await getDb();
  const property = await db.property.findFirst({
    where: { id: propertyId, isGroupHouse: true },
    select: { maxGuests: true, pricePerNight: true, cleaningFee: true, downpaymentAmount: true },
  });
  if (!property) return { ok: false, reason: "propertyNotFound" };
  if (occupancy(stay.guests) > property.maxGuests) return { ok: false, reason: "tooManyGuests" };
  const rates = await readStayRates(propertyId, stay.checkIn, stay.checkOut);
  const minStay = checkMinStay(rates, stay.checkIn, stay.checkOut);
  if (!minStay.ok) return { ok: false, reason: "minStay", minNights: minStay.minNights };
  if (!isStayAvailable(rates, stay.checkIn, stay.checkOut)) return { ok: false, reason: "datesUnavailable" };
  const rappen = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  const priced = priceStay({
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    guests: stay.guests,
    rates,
    pricePerNight: rappen(property.pricePerNight),
    cleaningFee: rappen(property.cleaningFee),
    propertyDownpayment: rappen(property.downpaymentAmount),
    offerDownpayment: stay.downpayment,
    discount: stay.discount,
  });
  if (!priced.ok) return { ok: false, reason: priced.error.code === "invalid_discount" ? "discountTooHigh" : "cannotPrice" };
  return { ok: true, breakdown: priced.breakdown };
}

/**
 * What the editor needs to preview prices and availability: the house's facts and its rates from
 * today on, each with its minimum length of stay for the date picker.
 */
export async function readOfferPricingFacts(propertyId: string, from: IsoDate, to: IsoDate) {
  const db = await getDb();
  const property = await db.property.findFirst({
    where: { id: propertyId, isGroupHouse: true },
    select: { pricePerNight: true, cleaningFee: true, downpaymentAmount: true },
  });
  if (!property) return null;
  const rappen = (d: { toString(): string } | null) => (d === null ? null : toRappen(d));
  return {
    pricePerNight: rappen(property.pricePerNight),
    cleaningFee: rappen(property.cleaningFee),
    propertyDownpayment: rappen(property.downpaymentAmount),
    rates: await readStayRates(propertyId, from, to),
  };
}
export type OfferPricingFacts = NonNullable<Awaited<ReturnType<typeof readOfferPricingFacts>>>;
