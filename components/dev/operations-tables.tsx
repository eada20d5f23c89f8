import { getFormatter, getTranslations } from "next-intl/server";
import type { listRecentMail, listRecentSyncRuns } from "@/lib/data/sync-runs";

type Runs = Awaited<ReturnType<typeof listRecentSyncRuns>>;
type Mails = Awaited<ReturnType<typeof listRecentMail>>;

const cell = "border-b px-2 py-1 text-left align-top";

/** Recent sync runs, newest first (server component). */
export async function SyncRunsTable({ runs }: { runs: Runs }) {
  const t = await getTranslations("dev");
  const format = await getFormatter();
  if (runs.length === 0) return <p className="text-sm text-muted-foreground">{t("nothingYet")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr>
            {(["kind", "status", "started", "progress", "message"] as const).map((h) => (
              <th key={h} scope="col" className={cell}>
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {runs.map((r) => (
            <tr key={r.id}>
              <td className={cell}>{r.kind}</td>
              <td className={cell}>{r.status}</td>
              <td className={cell}>{format.dateTime(r.startedAt, { dateStyle: "short", timeStyle: "medium" })}</td>
              <td className={cell}>
                {r.done}/{r.total} ({r.failed})
              </td>
              <td className={cell}>{r.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The latest mails of the outbox with their delivery state (server component). */
export async function MailOutboxTable({ mails }: { mails: Mails }) {
  const t = await getTranslations("dev");
  const format = await getFormatter();
  if (mails.length === 0) return <p className="text-sm text-muted-foreground">{t("nothingYet")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr>
            {(["to", "subject", "status", "attempts", "created"] as const).map((h) => (
              <th key={h} scope="col" className={cell}>
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mails.map((m) => (
            <tr key={m.id}>
              <td className={cell}>{m.toAddress}</td>
              <td className={cell}>{m.subject}</td>
              <td className={cell} title={m.lastError ?? undefined}>
                {m.status}
              </td>
              <td className={cell}>{m.attempts}</td>
              <td className={cell}>{format.dateTime(m.createdAt, { dateStyle: "short", timeStyle: "short" })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
