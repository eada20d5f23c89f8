import type { Db } from "@/lib/db/client";
import { SmoobuError, type ReservationsQuery, type SmoobuClient } from "@/lib/integrations/smoobu";
import { smoobuBookingSchema } from "@/lib/schemas/smoobu";
import type { SyncRun } from "@/generated/prisma/client";
import { propertyTags, revalidatePublic } from "../revalidate";
import { createNewBookings, newWriterCache, writeSmoobuBooking } from "./booking-writer";
import { finishRun, updateRun } from "./runs";

// The bookings sync, historical ('Sync from Smoobu') or incremental (every 15 minutes): pages of
// 100 through GET /reservations with price elements, each booking upserted on its own so a
// malformed or colliding one is skipped and counted, progress and the next page kept in the run
// row after every page (a crash resumes there).

export const PAGE_SIZE = 100;

/**
 * Waits before asking for a page again once the client has spent its own retries (about 8 s) on
 * a temporary failure: 429, 5xx or no answer. Smoobu limiting or failing for a few minutes then
 * slows the sync down instead of failing two years of history at page 57.
 */
export const PAGE_RETRY_DELAYS_MS = [15_000, 30_000, 60_000, 120_000, 240_000];
export interface BookingsSyncParams {
  /** Historical: arrivals in [arrivalFrom, arrivalTo]. Incremental: changes since modifiedFrom. */
  arrivalFrom?: string;
  arrivalTo?: string;
  modifiedFrom?: string;
}

export interface SyncCursor {
  page: number;
}

export interface BookingsSyncDeps {
  db: Db;
  client: SmoobuClient;
  /** Pause between pages (SYNC_PAGE_PAUSE_MS), to stay far below Smoobu's rate limit. */
  pauseMs: number;
  /** Tests: stop (as if the process died) after this many pages of this call. */
  stopAfterPages?: number;
  /** Defaults to PAGE_RETRY_DELAYS_MS. */
  pageRetryDelaysMs?: readonly number[];
  signal?: AbortSignal;
}

const pad = (n: number) => String(n).padStart(2, "0");
export const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Arrivals from two years back to two years ahead (future stays are bookings too). */
export function historyWindow(now: Date): BookingsSyncParams {
  const from = new Date(Date.UTC(now.getUTCFullYear() - 2, now.getUTCMonth(), now.getUTCDate()));
  const to = new Date(Date.UTC(now.getUTCFullYear() + 2, now.getUTCMonth(), now.getUTCDate()));
  return { arrivalFrom: isoDate(from), arrivalTo: isoDate(to) };
}

function readParams(run: SyncRun): BookingsSyncParams {
  const p = (run.params ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  return { arrivalFrom: str(p.arrivalFrom), arrivalTo: str(p.arrivalTo), modifiedFrom: str(p.modifiedFrom) };
}

function readCursor(run: SyncRun): SyncCursor {
  const page = (run.cursor as { page?: unknown } | null)?.page;
  return { page: typeof page === "number" && Number.isInteger(page) && page >= 1 ? page : 1 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A failure that may pass if we wait: rate limited, Smoobu failing, or no answer at all. */
export function isTemporarySmoobuFailure(error: unknown): boolean {
  return error instanceof SmoobuError && (error.status === 429 || error.status >= 500 || (error.status === 0 && error.detail !== "aborted"));
}

/** One page, asked again after PAGE_RETRY_DELAYS_MS while the failure is temporary (also used by the reconciliation). */
export async function fetchPage(runId: string, query: ReservationsQuery, deps: BookingsSyncDeps) {
  const delays = deps.pageRetryDelaysMs ?? PAGE_RETRY_DELAYS_MS;
  for (let retry = 0; ; retry++) {
    try {
      return await deps.client.reservations(query, deps.signal);
    } catch (error) {
      const delay = delays[retry];
      if (delay === undefined || !isTemporarySmoobuFailure(error) || deps.signal?.aborted) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[sync] run ${runId}: page ${query.page} failed (${reason}); asking again in ${Math.round(delay / 1000)} s`);
      await updateRun(deps.db, runId, { message: `Page ${query.page}: Smoobu is not answering, trying again in ${Math.round(delay / 1000)} s` });
      await sleep(delay);
    }
  }
}

export function endMessage(run: Pick<SyncRun, "done" | "failed" | "total">): string {
  return `Synced ${run.done} of ${run.total} bookings, ${run.failed} failed`;
}

/**
 * Runs (or resumes) the bookings sync of `runId`. Returns the run as left: succeeded or failed,
 * or still running when `stopAfterPages` cut it short.
 */
export async function runBookingsSync(runId: string, deps: BookingsSyncDeps): Promise<SyncRun> {
  const { db } = deps;
  let run = await db.syncRun.findUniqueOrThrow({ where: { id: runId } });
  if (run.status === "succeeded" || run.status === "failed") return run;
  const params = readParams(run);
  let { page } = readCursor(run);
  if (page > 1) console.info(`[sync] resuming run ${runId} at page ${page}`);
  run = await updateRun(db, runId, { status: "running" });
  const cache = newWriterCache();
  let pagesThisCall = 0;
  try {
    for (;;) {
      const query: ReservationsQuery = { ...params, page, pageSize: PAGE_SIZE, includePriceElements: true, showCancellation: true };
      const answer = await fetchPage(runId, query, deps);
      let done = 0;
      let failed = 0;
      const touched = new Map<string, { id: string; slug: string }>();
      const parsedPage = answer.bookings.map((raw) => ({ raw, parsed: smoobuBookingSchema.safeParse(raw) }));
      // One query for the stored versions of the whole page instead of one per booking.
      const ids = parsedPage.flatMap(({ parsed }) => (parsed.success ? [parsed.data.id] : []));
      const storedRows = await db.booking.findMany({ where: { smoobuBookingId: { in: ids } }, select: { smoobuBookingId: true, type: true, modifiedAtSmoobu: true } });
      const stored = new Map(storedRows.map((r) => [r.smoobuBookingId, r]));
      // Bookings we have never seen go in with one INSERT; the rest (and all of them when that
      // INSERT is refused) are written one by one below.
      const fresh = parsedPage.flatMap(({ parsed }) => (parsed.success && !stored.has(parsed.data.id) ? [parsed.data] : []));
      const inserted = fresh.length > 1 ? await createNewBookings(db, fresh, cache) : null;
      for (const outcome of inserted ?? []) touched.set(outcome.propertyId, { id: outcome.propertyId, slug: outcome.propertySlug });
      done += inserted?.length ?? 0;
      const insertedIds = new Set(inserted ? fresh.map((b) => b.id) : []);
      for (const { raw, parsed } of parsedPage) {
        if (parsed.success && insertedIds.has(parsed.data.id)) continue;
        if (!parsed.success) {
          failed++;
          const id = (raw as { id?: unknown } | null)?.id;
          console.warn(`[sync] run ${runId}: skipped malformed booking ${String(id ?? "(no id)")}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
          continue;
        }
        try {
          const outcome = await writeSmoobuBooking(db, parsed.data, cache, { stored: stored.get(parsed.data.id) ?? null });
          if (outcome.kind === "overlap") failed++;
          else done++;
          if (outcome.kind === "created" || outcome.kind === "updated") touched.set(outcome.propertyId, { id: outcome.propertyId, slug: outcome.propertySlug });
        } catch (error) {
          failed++;
          console.error(`[sync] run ${runId}: booking ${parsed.data.id} could not be saved`, error);
        }
      }
      const last = page >= answer.page_count || answer.bookings.length === 0;
      // Counters and cursor in one update: a crash between pages neither loses nor double-counts.
      run = await updateRun(db, runId, {
        total: answer.total_items,
        done: { increment: done },
        failed: { increment: failed },
        cursor: { page: page + 1 },
        message: `Page ${page} of ${answer.page_count}`,
      });
      if (touched.size) revalidatePublic(propertyTags(touched.values()));
      if (last) break;
      page++;
      pagesThisCall++;
      if (deps.stopAfterPages !== undefined && pagesThisCall >= deps.stopAfterPages) return run;
      if (deps.pauseMs > 0) await sleep(deps.pauseMs);
    }
    return await finishRun(db, runId, "succeeded", endMessage(run));
  } catch (error) {
    const detail = error instanceof SmoobuError ? error.message : error instanceof Error ? error.message : String(error);
    console.error(`[sync] run ${runId} failed`, error);
    return finishRun(db, runId, "failed", `Failed to sync bookings: ${detail}`);
  }
}
