// Recognising the database's own refusals, so callers can answer them as expected errors
// (a clear message, a logged line) instead of crashing.

/** PostgreSQL's SQLSTATE for an exclusion-constraint violation. */
const EXCLUSION_VIOLATION = "23P01";
const UNIQUE_VIOLATION = "23505";

function collectText(error: unknown, depth = 0): string {
  if (depth > 4 || error === null || typeof error !== "object") return typeof error === "string" ? error : "";
  const e = error as Record<string, unknown>;
  return [e.code, e.message, e.originalCode, e.originalMessage, collectText(e.cause, depth + 1), collectText(e.meta, depth + 1)]
    .filter((x) => typeof x === "string")
    .join(" ");
}

/**
 * True when a write was refused because two live bookings of one property would overlap
 * (the `bookings_no_overlap` exclusion constraint). Works for both drivers (pg and PGlite),
 * which report the constraint through different error shapes.
 */
export function isBookingOverlapError(error: unknown): boolean {
  const text = collectText(error);
  return text.includes("bookings_no_overlap") || text.includes(EXCLUSION_VIOLATION);
}

/** True for a unique-constraint violation (Prisma's P2002 or PostgreSQL's 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const text = collectText(error);
  return text.includes("P2002") || text.includes(UNIQUE_VIOLATION);
}

/**
 * True when a hold was refused because its nights are taken: another active hold
 * (`stay_holds_no_overlap`) or a live booking (the `stay_holds_clear_of_bookings` trigger).
 */
export function isHoldOverlapError(error: unknown): boolean {
  const text = collectText(error);
  return text.includes("stay_holds_no_overlap") || text.includes("stay_holds_clear_of_bookings") || text.includes(EXCLUSION_VIOLATION);
}

/**
 * True when PostgreSQL aborted a transaction to break a deadlock (40P01) or a serialization
 * conflict (40001), which Prisma reports as P2034: nothing was written, and running the whole
 * transaction again is the documented answer. Two guests holding the same nights at the same
 * moment can deadlock on the holds' exclusion check (seen once in 20 rounds under load).
 */
export function isRetryableTransactionConflict(error: unknown): boolean {
  const text = collectText(error);
  return text.includes("P2034") || text.includes("40P01") || text.includes("40001") || text.includes("TransactionWriteConflict");
}
