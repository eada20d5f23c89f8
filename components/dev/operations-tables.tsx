import { getFormatter, getTranslations } from "next-intl/server";
import { CompactTable, type CompactRow } from "./compact-table";
import type { listRecentWebhookDeliveries } from "@/lib/data/smoobu-webhook-deliveries";
import type { listRecentMail, listRecentSyncRuns } from "@/lib/data/sync-runs";

type Runs = Awaited<ReturnType<typeof listRecentSyncRuns>>;
type Mails = Awaited<ReturnType<typeof listRecentMail>>;
type Deliveries = Awaited<ReturnType<typeof listRecentWebhookDeliveries>>;
type Heading = "kind" | "status" | "started" | "progress" | "message" | "to" | "subject" | "attempts" | "created" | "action" | "booking" | "outcome" | "received";

/** A compact table of recent records, or a "nothing yet" line when there are none. */
async function OperationsTable({ headings, rows }: { headings: Heading[]; rows: CompactRow[] }) {
  const t = await getTranslations("dev");
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t("nothingYet")}</p>;
  return <CompactTable headings={headings.map((h) => t(h))} rows={rows} />;
}

/** Recent sync runs, newest first (server component). */
export async function SyncRunsTable({ runs }: { runs: Runs }) {
  const format = await getFormatter();
  const rows = runs.map((r) => ({
    id: r.id,
    cells: [
      { value: r.kind },
      { value: r.status },
      { value: format.dateTime(r.startedAt, { dateStyle: "short", timeStyle: "medium" }) },
      { value: `${r.done}/${r.total} (${r.failed})` },
      { value: r.message },
    ],
  }));
  return <OperationsTable headings={["kind", "status", "started", "progress", "message"]} rows={rows} />;
}

/** The latest mails of the outbox with their delivery state (server component). */
export async function MailOutboxTable({ mails }: { mails: Mails }) {
  const format = await getFormatter();
  const rows = mails.map((m) => ({
    id: m.id,
    cells: [
      { value: m.toAddress },
      { value: m.subject },
      { value: m.status, title: m.lastError ?? undefined },
      { value: m.attempts },
      { value: format.dateTime(m.createdAt, { dateStyle: "short", timeStyle: "short" }) },
    ],
  }));
  return <OperationsTable headings={["to", "subject", "status", "attempts", "created"]} rows={rows} />;
}

/** The latest Smoobu webhook deliveries and what became of them (server component). */
export async function WebhookDeliveriesTable({ deliveries }: { deliveries: Deliveries }) {
  const format = await getFormatter();
  const rows = deliveries.map((d) => ({
    id: d.id,
    cells: [
      { value: d.action },
      { value: d.smoobuBookingId ?? d.apartmentId ?? "–" },
      { value: d.status },
      { value: d.outcome ?? "–" },
      { value: d.attempts },
      { value: format.dateTime(d.receivedAt, { dateStyle: "short", timeStyle: "medium" }), title: d.processedAt ? format.dateTime(d.processedAt, { dateStyle: "short", timeStyle: "medium" }) : undefined },
    ],
  }));
  return <OperationsTable headings={["action", "booking", "status", "outcome", "attempts", "received"]} rows={rows} />;
}
