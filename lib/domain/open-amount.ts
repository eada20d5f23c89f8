/**
 * What a guest still owes on a booking.
 */

import { assertRappen, toRappen, type Rappen } from "./money";

export type PaymentStatus = "pending" | "succeeded" | "failed" | "refunded";

export interface OpenAmountInput {
  /** The booking price, used when there are no price elements. */
  price: Rappen | null;
  /** Itemised price lines in CHF (numbers or decimal strings, as stored in JSON). */
  priceElements: readonly { amount: number | string }[] | null;
  prepayment: Rappen | null;
  prepaymentPaid: boolean;
  payments: readonly { amount: Rappen; status: PaymentStatus }[];
}

export interface OpenAmount {
  total: Rappen;
  paid: Rappen;
  /** total − paid; negative when the guest overpaid. */
  open: Rappen;
  fullyPaid: boolean;
}

/**
 * Total: the sum of the price elements when there are any (each converted exactly with toRappen),
 * else the booking price (null → 0). Paid: the prepayment once it is marked paid, plus succeeded
 * payments. Pending, failed and refunded payments brought in no money and count for nothing.
 */
export function openAmount(input: OpenAmountInput): OpenAmount {
  const elements = input.priceElements ?? [];
  const total =
    elements.length > 0
      ? elements.reduce((sum, element) => sum + toRappen(element.amount), 0)
      : (input.price ?? 0);
  assertRappen(total, "booking total");

  // An unpaid prepayment is still owed, so it must not reduce the open amount.
  const prepayment = input.prepaymentPaid ? (input.prepayment ?? 0) : 0;
  assertRappen(prepayment, "prepayment");
  let paid = prepayment;
  for (const payment of input.payments) {
    if (payment.status !== "succeeded") continue;
    assertRappen(payment.amount, "payment amount");
    paid += payment.amount;
  }

  const open = total - paid;
  return { total, paid, open, fullyPaid: open <= 0 };
}
