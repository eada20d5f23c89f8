/**
 * The price lines of a guest's booking page (/my-bookings/[id]): the same itemisation the checkout
 * showed, always adding up to the total the ledger rule (stayTotal) gives, so the page, the
 * payment and the checkout cannot disagree.
 */

import type { Rappen } from "./money";
import { pricingLines, type Pricing } from "./my-bookings";
import { stayTotal } from "./stay-total";

/** The components an offer (admin or instant booking) was priced with by lib/domain/pricing.ts. */
export interface OfferPriceComponents {
  base: Rappen | null;
  discount: Rappen;
  cleaning: Rappen | null;
  touristTax: Rappen | null;
  saastalCard: Rappen | null;
}

export type PriceLineKey = "accommodation" | "discount" | "cleaning" | "touristTax" | "saastalCard" | "adjustment" | "total";

/**
 * Which lines, in this order:
 * 1. Smoobu's price elements when the booking has any (they are Smoobu's own itemisation, extras
 *    included, and define the total);
 * 2. else the components of the offer the booking was paid through (accommodation, discount as a
 *    negative line, cleaning, tourist tax, SaastalCard); when the booking's price changed since
 *    (edited in Smoobu), one more line carries the difference, so the lines still add up;
 * 3. else the booking price as one line ("Total price"), else none.
 */
export function bookingPriceLines(
  input: { priceElements: unknown; price: Rappen | null; offer: OfferPriceComponents | null },
  labels: Record<PriceLineKey, string>,
): Pricing {
  const fallback = pricingLines(input, labels.total);
  if (!fallback.fromBookingPrice || input.offer === null || input.price === null) return fallback;

  const o = input.offer;
  // An offer with a total only (no components) has nothing to itemise.
  if (o.base === null) return fallback;
  const parts: [PriceLineKey, Rappen | null][] = [
    ["accommodation", o.base],
    ["discount", o.discount > 0 ? -o.discount : null],
    ["cleaning", o.cleaning],
    ["touristTax", o.touristTax],
    ["saastalCard", o.saastalCard],
  ];
  const lines = parts
    .filter((part): part is [PriceLineKey, Rappen] => part[1] !== null && (part[0] === "accommodation" || part[1] !== 0))
    .map(([key, amount]) => ({ name: labels[key], amount, quantity: null }));
  const total = stayTotal(input);
  const difference = total - lines.reduce((sum, line) => sum + line.amount, 0);
  if (difference !== 0) lines.push({ name: labels.adjustment, amount: difference, quantity: null });
  return { lines, total, fromBookingPrice: false };
}
