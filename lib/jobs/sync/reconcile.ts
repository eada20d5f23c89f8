import type { Db } from "@/lib/db/client";
import { fromIsoDate, SITE_TIME_ZONE, todayIn, toIsoDate, type IsoDate } from "@/lib/domain/dates";
import { dateOnly } from "@/lib/domain/smoobu-booking";
import { SmoobuError, type ReservationsQuery, type SmoobuClient } from "@/lib/integrations/smoobu";
import { smoobuBookingSchema, type SmoobuBooking } from "@/lib/schemas/smoobu";
import type { SyncRun } from "@/generated/prisma/client";
import { propertyTags, revalidatePublic } from "../revalidate";
import { newWriterCache, writeSmoobuBooking } from "./booking-writer";
import { fetchPage, PAGE_SIZE } from "./bookings-sync";
import { isLive, isMissedCancellation, needsRepair, type OurSide } from "./reconcile-compare";
import { buildReport, emptyCounts, notRepaired, reconcileMessage, repaired, type ReconcileDifference } from "./reconcile-report";
import { finishRun, updateRun } from "./runs";

// The reconciliation (nightly, or 'Reconcile with Smoobu' on admin bookings): every booking of
// the next 24 months as Smoobu lists it, compared with ours, and the difference repaired through
// the booking writer. The whole listing is read before anything changes, so an outage midway
// changes nothing. A live booking of ours missing from the listing is never deleted on that
// alone: it is read on its own, and only Smoobu's 404 marks it deleted. Bookings without a
// Smoobu id (made here, e.g. the demo's) are never touched.

export const RECONCILE_MONTHS = 24;

/**
 * More live bookings of ours missing from the listing than this (and more than half of them)
 * means the listing cannot be trusted (another Smoobu account, a broken filter): nothing changes.
 */
export const SUSPICIOUS_ABSENCES = 10;

/** A listing the run refuses to act on; its message is the run's. */
class UntrustedListingError extends Error {
  override name = "UntrustedListingError";
}

/** From today in Zurich to the same day 24 months later. */
export function reconcileWindow(now: Date): { from: IsoDate; to: IsoDate } {
  const from = todayIn(SITE_TIME_ZONE, now);
  const to = fromIsoDate(from);
  to.setUTCMonth(to.getUTCMonth() + RECONCILE_MONTHS);
  return { from, to: toIsoDate(to) };
}

export interface ReconcileDeps {
  db: Db;
  client: SmoobuClient;
  now?: Date;
  /** Patience with a failing page (defaults to the sync's PAGE_RETRY_DELAYS_MS). */
  pageRetryDelaysMs?: readonly number[];
  signal?: AbortSignal;
}

type Window = ReturnType<typeof reconcileWindow>;

/** Smoobu's side: every reservation overlapping the window (cancelled and blocked ones too), all pages. */
async function listSmoobu(runId: string, window: Window, deps: ReconcileDeps) {
  const bookings = new Map<number, SmoobuBooking>();
  // Ids of items we could not read: absent from neither side, so never taken for a deletion.
  const unreadable = new Set<number>();
  let malformed = 0;
  for (let page = 1; ; page++) {
    // A stay overlaps the window when it leaves on or after its first day and arrives by its last.
    const query: ReservationsQuery = { departureFrom: window.from, arrivalTo: window.to, showCancellation: true, excludeBlocked: false, includePriceElements: true, page, pageSize: PAGE_SIZE };
    const answer = await fetchPage(runId, query, { db: deps.db, client: deps.client, pauseMs: 0, pageRetryDelaysMs: deps.pageRetryDelaysMs, signal: deps.signal });
    for (const raw of answer.bookings) {
      const parsed = smoobuBookingSchema.safeParse(raw);
      if (parsed.success) {
        bookings.set(parsed.data.id, parsed.data);
        continue;
      }
      malformed++;
      const id = Number((raw as { id?: unknown } | null)?.id);
      if (Number.isInteger(id)) unreadable.add(id);
      console.warn(`[reconcile] run ${runId}: malformed booking ${Number.isInteger(id) ? id : "(no id)"} in Smoobu's listing: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    }
    if (page >= answer.page_count || answer.bookings.length === 0) break;
  }
  return { bookings, unreadable, malformed };
}

const ourSelect = {
  id: true,
  smoobuBookingId: true,
  type: true,
  arrival: true,
  departure: true,
  price: true,
  modifiedAtSmoobu: true,
  property: { select: { id: true, slug: true, smoobuPropertyId: true } },
} as const;

/** Our bookings with a Smoobu id overlapping the window (the same rule as Smoobu's listing). */
function listOurs(db: Db, window: Window) {
  return db.booking.findMany({ where: { smoobuBookingId: { not: null }, departure: { gte: dateOnly(window.from) }, arrival: { lte: dateOnly(window.to) } }, select: ourSelect });
}
type Ours = Awaited<ReturnType<typeof listOurs>>[number];

const ourSide = (b: Ours): OurSide => ({ type: b.type, arrival: b.arrival, departure: b.departure, price: b.price?.toFixed(2) ?? null, modifiedAtSmoobu: b.modifiedAtSmoobu, smoobuPropertyId: b.property.smoobuPropertyId });

/** Smoobu's answer for one booking, or null when Smoobu says it does not exist (404). */
async function readOne(client: SmoobuClient, id: number, signal?: AbortSignal): Promise<SmoobuBooking | null> {
  try {
    return await client.reservation(id, signal);
  } catch (error) {
    if (error instanceof SmoobuError && error.notFound) return null;
    throw error;
  }
}

/** Runs the reconciliation of `runId` (queued, or left running by a crash: it starts over). */
export async function runReconciliation(runId: string, deps: ReconcileDeps): Promise<SyncRun> {
  const { db, client } = deps;
  const run = await db.syncRun.findUniqueOrThrow({ where: { id: runId } });
  if (run.status === "succeeded" || run.status === "failed") return run;
  const window = reconcileWindow(deps.now ?? new Date());
  const params = run.params && typeof run.params === "object" && !Array.isArray(run.params) ? run.params : {};
  await updateRun(db, runId, { status: "running", params: { ...params, ...window }, message: "Reading Smoobu's reservations" });

  const counts = emptyCounts();
  const differences: ReconcileDifference[] = [];
  const touched = new Map<string, { id: string; slug: string }>();
  const cache = newWriterCache();
  let compared = 0;

  const note = (b: { smoobuBookingId: number | null; property: string; arrival: string; departure: string }, action: ReconcileDifference["action"]) => differences.push({ ...b, action });

  /** Writes Smoobu's version through the booking writer and counts what it did. */
  async function write(theirs: SmoobuBooking, mine: Ours | null) {
    const at = { smoobuBookingId: theirs.id, property: mine?.property.slug ?? String(theirs.apartment.id), arrival: theirs.arrival, departure: theirs.departure };
    try {
      // The writer reads the stored version again: a webhook may have written since listOurs.
      const outcome = await writeSmoobuBooking(db, theirs, cache);
      const where = { ...at, property: outcome.propertySlug };
      if (outcome.kind === "stale") {
        counts.stale++;
        note(where, "stale");
      } else if (outcome.kind === "overlap") {
        counts.overlaps++;
        note(where, "overlap");
      } else {
        const action = outcome.kind === "created" ? "created" : isMissedCancellation(theirs, mine) ? "cancelled" : "updated";
        counts[action]++;
        note(where, action);
        touched.set(outcome.propertyId, { id: outcome.propertyId, slug: outcome.propertySlug });
      }
    } catch (error) {
      counts.failed++;
      note(at, "failed");
      console.error(`[reconcile] run ${runId}: booking ${theirs.id} could not be saved`, error);
    }
  }

  async function save() {
    await updateRun(db, runId, { total: compared, done: repaired(counts), failed: notRepaired(counts), report: buildReport(window, counts, differences) });
  }

  try {
    // 1. Both sides, Smoobu's complete before anything is changed.
    const listing = await listSmoobu(runId, window, deps);
    counts.malformed = listing.malformed;
    const ours = await listOurs(db, window);
    const oursById = new Map(ours.map((b) => [b.smoobuBookingId ?? 0, b]));
    compared = new Set([...listing.bookings.keys(), ...oursById.keys()]).size;
    const live = ours.filter((b) => isLive(b.type));
    const absent = live.filter((b) => !listing.bookings.has(b.smoobuBookingId ?? 0) && !listing.unreadable.has(b.smoobuBookingId ?? 0));
    if (absent.length > SUSPICIOUS_ABSENCES && absent.length * 2 > live.length) {
      throw new UntrustedListingError(
        `${absent.length} of ${live.length} live bookings are missing from Smoobu's listing; nothing was changed. Check the Smoobu account (SMOOBU_API_KEY).`,
      );
    }
    await updateRun(db, runId, { total: compared, message: `Comparing ${compared} bookings` });

    // 2. What Smoobu lists: missed, changed or cancelled bookings.
    for (const theirs of listing.bookings.values()) {
      const mine = oursById.get(theirs.id) ?? null;
      if (mine && !needsRepair(theirs, ourSide(mine))) counts.unchanged++;
      else await write(theirs, mine);
    }

    // 3. Live bookings of ours that Smoobu did not list: asked for one by one.
    for (const mine of absent) {
      const id = mine.smoobuBookingId ?? 0;
      const theirs = await readOne(client, id, deps.signal);
      const at = { smoobuBookingId: id, property: mine.property.slug, arrival: toIsoDate(mine.arrival), departure: toIsoDate(mine.departure) };
      if (theirs && !needsRepair(theirs, ourSide(mine))) {
        counts.confirmed++;
        note(at, "confirmed");
      } else if (theirs) {
        await write(theirs, mine);
      } else {
        // Smoobu's 404 is the proof. Not through the writer (there is no Smoobu version to write),
        // and only if nothing wrote the row since it was read: a webhook's newer version wins.
        const { count } = await db.booking.updateMany({ where: { id: mine.id, type: { in: ["reservation", "modification"] }, modifiedAtSmoobu: mine.modifiedAtSmoobu }, data: { type: "deleted" } });
        counts[count ? "deleted" : "stale"]++;
        note(at, count ? "deleted" : "stale");
        if (count) touched.set(mine.property.id, { id: mine.property.id, slug: mine.property.slug });
      }
    }

    // 4. Our own live bookings of paid offers that never reached Smoobu: listed, not changed.
    const local = await db.booking.findMany({
      where: { smoobuBookingId: null, type: { in: ["reservation", "modification"] }, offer: { is: { paidAt: { not: null } } }, departure: { gte: dateOnly(window.from) }, arrival: { lte: dateOnly(window.to) } },
      select: { arrival: true, departure: true, property: { select: { slug: true } } },
    });
    for (const b of local) note({ smoobuBookingId: null, property: b.property.slug, arrival: toIsoDate(b.arrival), departure: toIsoDate(b.departure) }, "notInSmoobu");
    counts.notInSmoobu = local.length;

    await save();
    return await finishRun(db, runId, "succeeded", reconcileMessage(compared, counts));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    console.error(`[reconcile] run ${runId} failed`, error);
    await save().catch((saveError: unknown) => console.error(`[reconcile] run ${runId}: the report could not be saved`, saveError));
    return finishRun(db, runId, "failed", `Reconciliation failed: ${detail}`);
  } finally {
    if (touched.size) revalidatePublic(propertyTags(touched.values()));
  }
}
