import type { Db } from "@/lib/db/client";
import type { Prisma, SyncKind, SyncRun } from "@/generated/prisma/client";

// sync_runs: one row per run with its progress, so the admin panel shows done/total across page
// reloads and a run interrupted by a crash resumes at its cursor.

/** A second run of a kind that is already queued or running. */
export class SyncAlreadyRunningError extends Error {
  override name = "SyncAlreadyRunningError";
  constructor(readonly runId: string) {
    super(`a sync of this kind is already active (${runId})`);
  }
}

const ACTIVE = ["queued", "running"] as const;

/**
 * A run still "active" after this long was orphaned (its process died and its job expired
 * without a retry): it no longer blocks a new start. A real run takes minutes.
 */
export const ORPHANED_AFTER_MS = 6 * 60 * 60 * 1000;

// Arbitrary constant for pg_advisory_xact_lock: serialises "is one active? then create" so two
// admins clicking at once still get one run.
const CREATE_RUN_LOCK = 730_113_001;

/** Creates a queued run, or throws SyncAlreadyRunningError when one of `kind` is active. */
export async function createRun(db: Db, kind: SyncKind, params: Prisma.InputJsonValue, options: { exclusive?: boolean } = {}): Promise<SyncRun> {
  return db.$transaction(async (tx) => {
    if (options.exclusive ?? true) {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${CREATE_RUN_LOCK})`);
      await tx.syncRun.updateMany({
        where: { kind, status: { in: [...ACTIVE] }, startedAt: { lt: new Date(Date.now() - ORPHANED_AFTER_MS) } },
        data: { status: "failed", finishedAt: new Date(), message: "Abandoned: the run stopped without finishing" },
      });
      const active = await tx.syncRun.findFirst({ where: { kind, status: { in: [...ACTIVE] } }, select: { id: true } });
      if (active) throw new SyncAlreadyRunningError(active.id);
    }
    return tx.syncRun.create({ data: { kind, params, status: "queued" } });
  });
}

export function findActiveRun(db: Db, kind: SyncKind): Promise<SyncRun | null> {
  return db.syncRun.findFirst({ where: { kind, status: { in: [...ACTIVE] } }, orderBy: { startedAt: "desc" } });
}

/** Runs a crashed process left behind (queued or running), oldest first, to resume. */
export function findUnfinishedRuns(db: Db, kinds: SyncKind[]): Promise<SyncRun[]> {
  return db.syncRun.findMany({ where: { kind: { in: kinds }, status: { in: [...ACTIVE] } }, orderBy: { startedAt: "asc" } });
}

export function updateRun(db: Db, id: string, data: Prisma.SyncRunUpdateInput): Promise<SyncRun> {
  return db.syncRun.update({ where: { id }, data });
}

export function finishRun(db: Db, id: string, status: "succeeded" | "failed", message: string): Promise<SyncRun> {
  return db.syncRun.update({ where: { id }, data: { status, message, finishedAt: new Date() } });
}

/** When the last successful bookings sync started: the incremental sync asks for changes since then. */
export async function lastSuccessfulBookingsSyncStart(db: Db): Promise<Date | null> {
  const run = await db.syncRun.findFirst({
    where: { kind: { in: ["bookings_history", "bookings_incremental"] }, status: "succeeded" },
    orderBy: { startedAt: "desc" },
    select: { startedAt: true },
  });
  return run?.startedAt ?? null;
}
