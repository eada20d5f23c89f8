/**
 * What a stay costs: the sum of its Smoobu price elements when there are any, else the booking
 * price, else nothing. The elements are summed exactly and rounded once, to the Rappen.
 */

import { sumChfToRappen, type Rappen } from "./money";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The amounts of the usable elements of the JSON cache (bookings.price_elements): elements
 * without a numeric amount are skipped, as on the pricing lines (a broken cache must not break
 * the page). An element whose amount is not a decimal at all is skipped too.
 */
function elementAmounts(raw: unknown): (string | number)[] {
  if (!Array.isArray(raw)) return [];
  const amounts: (string | number)[] = [];
  for (const element of raw as unknown[]) {
    if (!isRecord(element)) continue;
    const amount = element.amount;
    if (typeof amount !== "number" && typeof amount !== "string") continue;
    try {
      sumChfToRappen([amount]);
    } catch {
      continue;
    }
    amounts.push(amount);
  }
  return amounts;
}

export function stayTotal(input: { priceElements: unknown; price: Rappen | null }): Rappen {
  const amounts = elementAmounts(input.priceElements);
  if (amounts.length > 0) return sumChfToRappen(amounts);
  return input.price ?? 0;
}
