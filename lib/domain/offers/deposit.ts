/**
 * The offer editor's deposit field. An empty field means the house's deposit (else 250 CHF); a
 * typed amount is the offer's own and wins (see depositFor). The offer stores only the deposit that
 * applies, so the editor reads the admin's choice back from it.
 */

import type { Rappen } from "../money";
import { DEFAULT_DEPOSIT, depositFor } from "../pricing";

/**
 * The offer's own deposit, read back from its stored figures; null when it follows the house.
 *
 * A priced offer stores the deposit that applied (never null). When that equals what the house's
 * deposit gives for the stored total, the offer follows the house, so the editor reopens with an
 * empty field and a later change of house or stay brings the house's deposit along. An own deposit
 * equal to the house's is read as none: the same amount either way.
 * An offer without a total was not priced, and then stores the admin's own input as typed (or null).
 */
export function ownOfferDeposit(stored: { deposit: Rappen | null; total: Rappen | null }, propertyDownpayment: Rappen | null): Rappen | null {
  if (stored.deposit === null || stored.total === null) return stored.deposit;
  return stored.deposit === depositFor(stored.total, propertyDownpayment) ? null : stored.deposit;
}

export type DepositHint = { kind: "noHouse" } | { kind: "house" | "default"; amount: Rappen };

/** What an empty deposit field stands for with this house selected (null: none selected). */
export function depositHint(house: { deposit: Rappen | null } | null): DepositHint {
  if (house === null) return { kind: "noHouse" };
  return house.deposit === null ? { kind: "default", amount: DEFAULT_DEPOSIT } : { kind: "house", amount: house.deposit };
}
