/**
 * What the offer editor's Pricing card shows. Pure, so the editor and its tests agree on the
 * order in which missing inputs are reported: a property first, then dates, then the property's
 * Smoobu link (without it there are no rates), and only then the arrival night's minimum stay,
 * availability and the price itself.
 */

import type { PriceBreakdown, PricingResult } from "../pricing";

export type PricingCardState =
  | { kind: "selectProperty" }
  | { kind: "selectDates" }
  | { kind: "noSmoobuId" }
  | { kind: "minStay"; minNights: number }
  | { kind: "unavailable" }
  | { kind: "discountTooHigh" }
  | { kind: "cannotPrice" }
  | { kind: "priced"; breakdown: PriceBreakdown };

export interface PricingCardInput {
  property: { smoobuPropertyId: number | null } | null;
  checkIn: string | null;
  checkOut: string | null;
  /** Whether every night of the stay is still available; null while the rates are loading. */
  available: boolean | null;
  /** The arrival night's minimum when the stay is shorter (saving would be refused), else null. */
  minNights: number | null;
  pricing: PricingResult | null;
}

export function pricingCardState(input: PricingCardInput): PricingCardState {
  if (input.property === null) return { kind: "selectProperty" };
  if (!input.checkIn || !input.checkOut || input.checkOut <= input.checkIn) return { kind: "selectDates" };
  if (input.property.smoobuPropertyId === null) return { kind: "noSmoobuId" };
  if (input.minNights !== null) return { kind: "minStay", minNights: input.minNights };
  if (input.available === false) return { kind: "unavailable" };
  // A discount above the base price is the admin's input to fix, not a stay that cannot be priced.
  if (input.pricing !== null && !input.pricing.ok && input.pricing.error.code === "invalid_discount") return { kind: "discountTooHigh" };
  if (input.pricing === null || !input.pricing.ok) return { kind: "cannotPrice" };
  return { kind: "priced", breakdown: input.pricing.breakdown };
}
