/**
 * What a stay costs, from Smoobu's reservation price and its price elements
 * (GET /reservations/{id}/price-elements; docs/integrations/smoobu.md, Price elements):
 *  - an element whose `priceIncludedInId` names another element of the list (a tax included in
 *    the base price) is already inside that one's amount and is never added again;
 *  - discounts and coupons are negative elements and reduce the sum;
 *  - the reservation's `price` is what Smoobu charges: when there is one it is the total, and when
 *    the elements add up to something else the stay is flagged for the office (`mismatch`);
 *  - without a price, the elements' sum; without either, nothing.
 * The elements are summed exactly and rounded once, to the Rappen.
 */

import { sumChfToRappen, type Rappen } from "./money";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An id as Smoobu sends it (a number, or digits as text), or null. */
function idOf(value: unknown): number | null {
  if (typeof value === "number" && Number.isSafeInteger(value)) return value;
  if (typeof value === "string" && /^\d+$/.test(value.trim())) return Number(value.trim());
  return null;
}

export interface StayElement {
  /** Its position in the cached list. */
  index: number;
  id: number | null;
  /** The amount as cached (decimal text or number), summed exactly by sumChfToRappen. */
  amount: string | number;
  /** True when another element of the list already contains this one (priceIncludedInId). */
  included: boolean;
}

/**
 * The usable elements of the JSON cache (bookings.price_elements), in their order: elements
 * without a numeric amount are skipped, as on the pricing lines (a broken cache must not break
 * the page), and so is an element whose amount is not a decimal at all.
 */
export function stayElements(raw: unknown): StayElement[] {
  if (!Array.isArray(raw)) return [];
  const usable: { index: number; id: number | null; amount: string | number; includedIn: number | null }[] = [];
  for (const [index, element] of (raw as unknown[]).entries()) {
    if (!isRecord(element)) continue;
    const amount = element.amount;
    if (typeof amount !== "number" && typeof amount !== "string") continue;
    try {
      sumChfToRappen([amount]);
    } catch {
      continue;
    }
    usable.push({ index, id: idOf(element.id), amount, includedIn: idOf(element.priceIncludedInId) });
  }
  const ids = new Set(usable.map((e) => e.id).filter((id) => id !== null));
  return usable.map(({ index, id, amount, includedIn }) => ({ index, id, amount, included: includedIn !== null && includedIn !== id && ids.has(includedIn) }));
}

export interface StayPrice {
  total: Rappen;
  /** The elements' own sum (included ones left out), or null without elements. */
  elementsTotal: Rappen | null;
  /** The elements disagree with the reservation's price: the price is used, the office should look. */
  mismatch: boolean;
}

export function stayPrice(input: { priceElements: unknown; price: Rappen | null }): StayPrice {
  const elements = stayElements(input.priceElements);
  const elementsTotal = elements.length === 0 ? null : sumChfToRappen(elements.filter((e) => !e.included).map((e) => e.amount));
  if (input.price !== null) return { total: input.price, elementsTotal, mismatch: elementsTotal !== null && elementsTotal !== input.price };
  return { total: elementsTotal ?? 0, elementsTotal, mismatch: false };
}

/** The stay's price: what the ledger rule owes, charges and shows (stayPrice's total). */
export function stayTotal(input: { priceElements: unknown; price: Rappen | null }): Rappen {
  return stayPrice(input).total;
}
