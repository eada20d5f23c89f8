import "server-only";
import { getDb } from "@/lib/db";
import type { SyncProgress } from "@/lib/schemas/sync";

// Reads of sync progress and operations tables for the admin panel and /dev.

const progressSelect = { id: true, status: true, total: true, done: true, failed: true } as const;

export async function getSyncProgress(runId: string): Promise<SyncProgress | null> {
  return (await getDb()).syncRun.findUnique({ where: { id: runId }, select: progressSelect });
}

/** The active run of `kind`, else its latest one (to show its end message after a reload). */
export async function getLatestProgress(kind: "bookings_history" | "reconcile"): Promise<SyncProgress | null> {
  const db = await getDb();
  const active = await db.syncRun.findFirst({ where: { kind, status: { in: ["queued", "running"] } }, orderBy: { startedAt: "desc" }, select: progressSelect });
  return active ?? db.syncRun.findFirst({ where: { kind }, orderBy: { startedAt: "desc" }, select: progressSelect });
}

export async function listRecentSyncRuns(take = 50) {
  return (await getDb()).syncRun.findMany({ orderBy: { startedAt: "desc" }, take, select: { id: true, kind: true, status: true, startedAt: true, total: true, done: true, failed: true, message: true } });
}

export async function listRecentMail(take = 50) {
  return (await getDb()).mailOutbox.findMany({ orderBy: { createdAt: "desc" }, take, select: { id: true, toAddress: true, subject: true, status: true, attempts: true, createdAt: true, lastError: true } });
}
