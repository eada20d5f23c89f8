import { getFormatter, getTranslations } from "next-intl/server";
import type { ReconciliationView } from "@/lib/data/reconcile-runs";
import type { ReconcileReport } from "@/lib/jobs/sync/reconcile-report";
import { CompactTable } from "./compact-table";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
// Calendar dates: formatted in UTC so they never shift by the viewer's zone.
const DATES = { dateStyle: "medium", timeZone: "UTC" } as const;

async function Report({ report }: { report: ReconcileReport }) {
  const t = await getTranslations("dev.reconcile");
  const format = await getFormatter();
  const counts = Object.entries(report.counts).filter(([, n]) => n > 0) as [keyof ReconcileReport["counts"], number][];
  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground">
        {t("window", { range: format.dateTimeRange(day(report.window.from), day(report.window.to), DATES) })}
      </p>
      {counts.length ? (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {counts.map(([key, n]) => (
            <div key={key} className="flex gap-1">
              <dt className="text-muted-foreground">{t(`counts.${key}`)}</dt>
              <dd className="font-medium tabular-nums">{n}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {report.differences.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <CompactTable
          headings={[t("smoobuId"), t("property"), t("dates"), t("action")]}
          rows={report.differences.map((d, i) => ({
            id: `${d.smoobuBookingId ?? "local"}-${i}`,
            cells: [
              { value: d.smoobuBookingId ?? "–", className: "tabular-nums" },
              { value: d.property },
              { value: format.dateTimeRange(day(d.arrival), day(d.departure), DATES) },
              { value: t(`actions.${d.action}`) },
            ],
          }))}
        />
      )}
      {report.unlisted > 0 ? <p className="text-sm text-muted-foreground">{t("unlisted", { count: report.unlisted })}</p> : null}
    </div>
  );
}

/** The latest reconciliations, newest first and open, each with what it found (server component). */
export async function ReconcileRuns({ runs }: { runs: ReconciliationView[] }) {
  const [t, tDev, format] = await Promise.all([getTranslations("dev.reconcile"), getTranslations("dev"), getFormatter()]);
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">{tDev("nothingYet")}</p>;
  return (
    <div className="space-y-2">
      {runs.map((run, i) => (
        <details key={run.id} open={i === 0} className="rounded-lg border p-3">
          <summary className="cursor-pointer text-sm">
            <span className="font-medium">{format.dateTime(run.startedAt, { dateStyle: "short", timeStyle: "medium" })}</span> · {run.status}
            {run.message ? <span className="text-muted-foreground"> · {run.message}</span> : null}
          </summary>
          <div className="mt-2">{run.report ? <Report report={run.report} /> : <p className="text-sm text-muted-foreground">{t("noReport")}</p>}</div>
        </details>
      ))}
    </div>
  );
}
