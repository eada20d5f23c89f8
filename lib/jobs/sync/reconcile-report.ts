import { z } from "zod";

// What a reconciliation found and did, stored in sync_runs.report and shown on /dev. Parsed
// again when read, so a report written by an older version reads as "no report", not a crash.

/** What was done with one difference. */
export const RECONCILE_ACTIONS = [
  // Need a person: refused by our overlap rule, by the stale-version rule, or by an error.
  "failed",
  "overlap",
  "stale",
  "notInSmoobu",
  // Repairs.
  "cancelled",
  "deleted",
  "updated",
  "created",
  // Absent from the listing, but Smoobu still has it as we do: kept.
  "confirmed",
] as const;
export type ReconcileAction = (typeof RECONCILE_ACTIONS)[number];

/** How many differences a report lists; the rest are only counted. */
export const MAX_LISTED_DIFFERENCES = 50;

const count = z.number().int().nonnegative();

export const reconcileCountsSchema = z.object({
  created: count,
  updated: count,
  cancelled: count,
  deleted: count,
  confirmed: count,
  unchanged: count,
  overlaps: count,
  stale: count,
  failed: count,
  malformed: count,
  notInSmoobu: count,
});
export type ReconcileCounts = z.infer<typeof reconcileCountsSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const reconcileDifferenceSchema = z.object({
  /** Null for one of our own bookings that never reached Smoobu. */
  smoobuBookingId: z.number().int().nullable(),
  /** The property's slug. */
  property: z.string(),
  arrival: isoDate,
  departure: isoDate,
  action: z.enum(RECONCILE_ACTIONS),
});
export type ReconcileDifference = z.infer<typeof reconcileDifferenceSchema>;

export const reconcileReportSchema = z.object({
  window: z.object({ from: isoDate, to: isoDate }),
  counts: reconcileCountsSchema,
  /** The first MAX_LISTED_DIFFERENCES, those needing a person first. */
  differences: z.array(reconcileDifferenceSchema),
  /** Differences counted but not listed. */
  unlisted: count,
});
export type ReconcileReport = z.infer<typeof reconcileReportSchema>;

export const emptyCounts = (): ReconcileCounts => ({
  created: 0,
  updated: 0,
  cancelled: 0,
  deleted: 0,
  confirmed: 0,
  unchanged: 0,
  overlaps: 0,
  stale: 0,
  failed: 0,
  malformed: 0,
  notInSmoobu: 0,
});

/** The report of `differences` (in any order): ordered by RECONCILE_ACTIONS, then by arrival, and cut. */
export function buildReport(window: ReconcileReport["window"], counts: ReconcileCounts, differences: readonly ReconcileDifference[]): ReconcileReport {
  const rank = (d: ReconcileDifference) => RECONCILE_ACTIONS.indexOf(d.action);
  const sorted = [...differences].sort((a, b) => rank(a) - rank(b) || a.arrival.localeCompare(b.arrival) || (a.smoobuBookingId ?? 0) - (b.smoobuBookingId ?? 0));
  return { window, counts: { ...counts }, differences: sorted.slice(0, MAX_LISTED_DIFFERENCES), unlisted: Math.max(0, sorted.length - MAX_LISTED_DIFFERENCES) };
}

/** Repairs made (the run's `done`). */
export const repaired = (c: ReconcileCounts) => c.created + c.updated + c.cancelled + c.deleted;
/** Differences left as they are for a person to look at (the run's `failed`). */
export const notRepaired = (c: ReconcileCounts) => c.overlaps + c.stale + c.failed;

/** The run's end message (English, like the other runs' messages on /dev). */
export function reconcileMessage(compared: number, c: ReconcileCounts): string {
  return `Compared ${compared} bookings: ${c.created} created, ${c.updated} updated, ${c.cancelled} cancelled, ${c.deleted} deleted, ${notRepaired(c)} not repaired`;
}
