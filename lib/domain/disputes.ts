/**
 * Stripe's disputes in the ledger's terms (docs/integrations/stripe.md, Disputes): which ledger
 * status a Stripe status is, and what the dispute cost us in fees. Pure, so the webhook and its
 * tests read them the same way.
 */

import type { LedgerStatus } from "./ledger";
import type { Rappen } from "./money";

export type DisputeLedgerStatus = Extract<LedgerStatus, "inquiry" | "open" | "won" | "lost" | "prevented" | "canceled">;

/**
 * An inquiry (warning_needs_response, warning_under_review) moves no money; a closed inquiry
 * (warning_closed) and a prevented dispute end without any; every other status (needs_response,
 * under_review, appeal_*, and any Stripe adds) is a chargeback whose money Stripe has taken until
 * it is won or lost.
 */
export function disputeStatusOf(status: string): DisputeLedgerStatus {
  if (status === "warning_needs_response" || status === "warning_under_review") return "inquiry";
  if (status === "warning_closed") return "canceled";
  if (status === "won" || status === "lost" || status === "prevented") return status;
  return "open";
}

/** Statuses a dispute never leaves (a late event of an earlier state must not re-open it). */
export const FINAL_DISPUTE_STATUSES: ReadonlySet<string> = new Set<DisputeLedgerStatus>(["won", "lost", "prevented", "canceled"]);

/**
 * What Stripe charged us in fees for a dispute: the sum of its balance transactions' fees (the
 * withdrawal carries the dispute fee; a reinstatement that returns a fee carries it as a negative
 * one), never below zero. An empty list (an inquiry) is no fee; null when the event gives no list
 * or none of its items as an object with a fee (then the fee we know stays).
 */
export function disputeFeeOf(balanceTransactions: unknown): Rappen | null {
  if (!Array.isArray(balanceTransactions)) return null;
  if (balanceTransactions.length === 0) return 0;
  let fee = 0;
  let seen = false;
  for (const t of balanceTransactions as unknown[]) {
    const value = typeof t === "object" && t !== null ? (t as { fee?: unknown }).fee : undefined;
    if (typeof value !== "number" || !Number.isSafeInteger(value)) continue;
    fee += value;
    seen = true;
  }
  return seen ? Math.max(0, fee) : null;
}
