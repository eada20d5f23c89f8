/**
 * The price lines of a guest's booking page (/my-bookings/[id]): the same itemisation the checkout
 * showed, always adding up to the total the ledger rule (stayTotal) gives, so the page, the
 * payment and the checkout cannot disagree.
 */

import type { Rappen } from "./money";
import { pricingElements, type PriceElement, type Pricing } from "./my-bookings";
import { stayTotal } from "./stay-total";

/** The components an offer (admin or instant booking) was priced with by lib/domain/pricing.ts. */
export interface OfferPriceComponents {
  base: Rappen | null;
  discount: Rappen;
  cleaning: Rappen | null;
  touristTax: Rappen | null;
  saastalCard: Rappen | null;
}

export type PriceLineKey = "accommodation" | "discount" | "longStayDiscount" | "cleaning" | "touristTax" | "saastalCard" | "adjustment";

/**
 * Smoobu's price element types whose name Smoobu writes itself, in the account's language
 * ("Accommodation", "Final cleaning"), so the portal says them in the guest's. Add-ons and
 * coupons carry the name the host gave them, and unknown types are kept as named too.
 * Source: GET /reservations/{id}/price-elements, types basePrice, cleaningFee, addon,
 * longStayDiscount, coupon (docs/integrations/smoobu.md).
 */
const ELEMENT_LINES: Partial<Record<string, PriceLineKey>> = {
  basePrice: "accommodation",
  cleaningFee: "cleaning",
  longStayDiscount: "longStayDiscount",
};

/** The name of a Smoobu price element on the guest's page: translated when its kind is known. */
export function priceElementName(element: Pick<PriceElement, "type" | "name">, labels: Record<PriceLineKey, string>): string {
  const key = element.type === null ? undefined : ELEMENT_LINES[element.type];
  return key ? labels[key] : element.name;
}

/** A price line before it is named: its kind when known (null: an add-on or coupon with the host's own name). */
export interface PriceItem {
  key: PriceLineKey | null;
  /** Smoobu's element type (basePrice, addon, …), or null for an offer's components. */
  type: string | null;
  /** The name Smoobu or the host gave it (used when `key` is null). */
  name: string;
  amount: Rappen;
  quantity: number | null;
  /** Already inside another item's amount (a tax Smoobu lists inside the base price): not added. */
  included?: true;
}

export interface PriceItems {
  items: PriceItem[];
  total: Rappen | null;
  fromBookingPrice: boolean;
}

/**
 * Which lines, in this order:
 * 1. Smoobu's price elements when the booking has any (they are Smoobu's own itemisation, extras
 *    included, and define the total);
 * 2. else the components of the offer the booking was paid through (accommodation, discount as a
 *    negative line, cleaning, tourist tax, SaastalCard); when the booking's price changed since
 *    (edited in Smoobu), one more line carries the difference, so the lines still add up;
 * 3. else no lines: the booking price is the total, shown once (null without a price).
 * The guest's page names them (bookingPriceLines), the receipt also taxes them by kind.
 */
export function bookingPriceItems(input: { priceElements: unknown; price: Rappen | null; offer: OfferPriceComponents | null }): PriceItems {
  const fromElements = pricingElements(input);
  const fallback: PriceItems = {
    items: fromElements.elements.map((e) => ({
      key: e.type === null ? null : (ELEMENT_LINES[e.type] ?? null),
      type: e.type,
      name: e.name,
      amount: e.amount,
      quantity: e.quantity,
      ...(e.included ? { included: true as const } : {}),
    })),
    total: fromElements.total,
    fromBookingPrice: fromElements.fromBookingPrice,
  };
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
  const items: PriceItem[] = parts
    .filter((part): part is [PriceLineKey, Rappen] => part[1] !== null && (part[0] === "accommodation" || part[1] !== 0))
    .map(([key, amount]) => ({ key, type: null, name: "", amount, quantity: null }));
  const total = stayTotal(input);
  const difference = total - items.reduce((sum, item) => sum + item.amount, 0);
  if (difference !== 0) items.push({ key: "adjustment", type: null, name: "", amount: difference, quantity: null });
  return { items, total, fromBookingPrice: false };
}

/** The lines of bookingPriceItems, named in the guest's language. */
export function bookingPriceLines(
  input: { priceElements: unknown; price: Rappen | null; offer: OfferPriceComponents | null },
  labels: Record<PriceLineKey, string>,
): Pricing {
  const { items, total, fromBookingPrice } = bookingPriceItems(input);
  const lines = items.map((item) => ({
    name: item.key === null ? item.name : labels[item.key],
    amount: item.amount,
    quantity: item.quantity,
    ...(item.included ? { included: true as const } : {}),
  }));
  return { lines, total, fromBookingPrice };
}
