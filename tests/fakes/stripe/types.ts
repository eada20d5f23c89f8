import type { FormValue } from "./form";

/**
 * The objects the Stripe fake keeps, shaped like the fields of Stripe's own objects that the app
 * reads (node_modules/stripe/cjs/resources/{Checkout/Sessions,PaymentIntents,Charges,Refunds,
 * Disputes}.d.ts). Fields the app never reads are left out.
 */

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid";
  amount_total: number;
  currency: string;
  /** The create request's allowed_payment_method_types as sent; null when it was not sent. */
  allowed_payment_method_types: string[] | null;
  /** What Stripe kept: the methods the guest is offered. */
  payment_method_types: string[];
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  locale: string | null;
  payment_intent: string | null;
  /** The create request's line_items, as parsed (not part of Stripe's object; never sent out). */
  line_items_input: FormValue;
  url: string;
  created: number;
  livemode: false;
}

export interface FakePaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: "processing" | "succeeded" | "requires_payment_method";
  latest_charge: string | null;
  metadata: Record<string, string>;
  payment_method_types: string[];
  created: number;
  livemode: false;
}

export interface FakeCharge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  /** Cumulative, pending refunds included, failed ones not. */
  amount_refunded: number;
  refunded: boolean;
  currency: string;
  payment_intent: string;
  metadata: Record<string, string>;
  status: "pending" | "succeeded" | "failed";
  paid: boolean;
  disputed: boolean;
  payment_method_details: { type: string };
  created: number;
  livemode: false;
}

export type RefundStatus = "pending" | "succeeded" | "failed";

export interface FakeRefund {
  id: string;
  object: "refund";
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  status: RefundStatus;
  reason: string | null;
  metadata: Record<string, string>;
  failure_reason?: string;
  created: number;
}

export type DisputeStatus = "needs_response" | "under_review" | "won" | "lost" | "warning_needs_response" | "warning_under_review" | "warning_closed" | "prevented";

/** The part of a balance transaction a dispute lists (https://docs.stripe.com/api/balance_transactions/object). */
export interface FakeBalanceTransaction {
  id: string;
  object: "balance_transaction";
  /** Negative when money leaves the balance. */
  amount: number;
  currency: string;
  fee: number;
  fee_details: { amount: number; currency: string; description: string; type: "stripe_fee" }[];
  net: number;
  reporting_category: "dispute" | "dispute_reversal";
  source: string;
}

export interface FakeDispute {
  id: string;
  object: "dispute";
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: DisputeStatus;
  /** "Zero, one, or two balance transactions that show funds withdrawn and reinstated" (Dispute object). */
  balance_transactions: FakeBalanceTransaction[];
  is_charge_refundable: boolean;
  created: number;
  livemode: false;
}

/** One webhook delivery (a redelivery of an event is a second entry with the same id). */
export interface DeliveredEvent {
  id: string;
  type: string;
  object: unknown;
  payload: string;
  /** The webhook's HTTP status; null when no webhook URL was set or it could not be reached. */
  status: number | null;
}

/** A request body the fake received (refused ones included), with its Idempotency-Key. */
export interface RecordedRequest {
  body: Record<string, FormValue>;
  idempotencyKey: string | null;
}
