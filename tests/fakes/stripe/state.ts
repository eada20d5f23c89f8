import type { EventBus } from "./events";
import type { FakeCharge, FakeCheckoutSession, FakeDispute, FakePaymentIntent, FakeRefund, RecordedRequest, RefundStatus } from "./types";

/** Everything one fake Stripe account holds, shared by the endpoint modules. */
export interface FakeState {
  baseUrl: string;
  /** Payment methods activated on the account (Dashboard → Settings → Payment methods). */
  activatedMethods: string[];
  /** How the next refunds end (setRefundOutcome). */
  refundOutcome: RefundStatus;
  /** What a failing refund shows before it fails: pending (default) or succeeded. */
  refundFailsFrom: "pending" | "succeeded";
  sessions: Map<string, FakeCheckoutSession>;
  /** payment_intent_data.metadata of each session's create request, by session id. */
  paymentIntentMetadata: Map<string, Record<string, string>>;
  paymentIntents: Map<string, FakePaymentIntent>;
  charges: Map<string, FakeCharge>;
  refunds: Map<string, FakeRefund>;
  disputes: Map<string, FakeDispute>;
  createRequests: RecordedRequest[];
  refundRequests: RecordedRequest[];
  bus: EventBus;
}

/** An object in `map`, or an Error naming it (for the test helpers, which throw like a test would). */
export function mustGet<T>(map: Map<string, T>, id: string, what: string): T {
  const value = map.get(id);
  if (!value) throw new Error(`fake stripe: no ${what} ${id}`);
  return value;
}
