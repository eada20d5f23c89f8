import "server-only";
import { getDb } from "@/lib/db";
import { reconcileReportSchema } from "@/lib/jobs/sync/reconcile-report";

// The latest reconciliations with their reports, for /dev.

export async function listRecentReconciliations(take = 10) {
  const rows = await (await getDb()).syncRun.findMany({
    where: { kind: "reconcile" },
    orderBy: { startedAt: "desc" },
    take,
    select: { id: true, status: true, startedAt: true, message: true, report: true },
  });
  // A report of another shape (an older version's) shows as none rather than breaking the page.
  return rows.map(({ report, ...run }) => ({ ...run, report: reconcileReportSchema.safeParse(report).data ?? null }));
}
export type ReconciliationView = Awaited<ReturnType<typeof listRecentReconciliations>>[number];
