import PgBoss from "pg-boss";
import { getDbHandle, type DbHandle } from "@/lib/db/client";

// The one job queue (pg-boss), in the same database as the data: on PostgreSQL through its own
// small pool, on the embedded PGlite through pg-boss's `db.executeSql` over PGlite's single
// connection. PGlite serialises every query/exec/transaction behind one mutex, so pg-boss's
// statements never interleave with a Prisma transaction; multi-statement scripts without
// parameters (pg-boss's schema migrations) go through exec, the rest through query.

export const QUEUES = {
  bookingsSync: "smoobu-bookings-sync",
  bookingsIncremental: "smoobu-bookings-incremental",
  rates: "smoobu-rates",
  mail: "mail-delivery",
  offerFulfilmentCheck: "offer-fulfilment-check",
  /** Refunds decided but not sent, holds past their time (every minute). */
  paymentsSweep: "payments-sweep",
  /** The next step of a paid offer's Smoobu reservation (a lost answer looked up, an outage waited out). */
  smoobuCreate: "smoobu-create-reservation",
  /** Hourly: old rate-limit counters and long-ended sessions (lib/jobs/housekeeping.ts). */
  housekeeping: "housekeeping",
  /** Cancels a reservation in Smoobu (a refunded stay), retried until Smoobu answers. */
  smoobuCancel: "smoobu-cancel-reservation",
  /** Our bookings of the next 24 months compared with Smoobu's and repaired (nightly, or from admin bookings). */
  reconcile: "smoobu-reconcile",
  /** One stored Smoobu webhook delivery (singleton key: its id), handled after the webhook answered. */
  smoobuWebhook: "smoobu-webhook-delivery",
  /** A reset, verification or sign-in warning mail, written only if the address has an account (account-mail.ts). */
  accountMail: "account-mail",
  /** Every 15 minutes: the guest mails of each booking's timeline that are due (mail-timeline.ts). */
  mailTimeline: "mail-timeline",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Queues whose singleton keys must hold: "stately" allows one queued and one running job per key. */
const QUEUE_POLICIES: Partial<Record<QueueName, PgBoss.QueuePolicy>> = { [QUEUES.smoobuWebhook]: "stately" };

type PgliteLike = NonNullable<DbHandle["pglite"]>;

/** pg-boss's external-database adapter over PGlite. */
export function pgliteBossDb(pg: PgliteLike): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values && values.length > 0) return { rows: (await pg.query(text, values)).rows };
      const results = await pg.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

const holder = globalThis as unknown as { saastalBoss?: Promise<PgBoss> };

async function open(): Promise<PgBoss> {
  const handle = await getDbHandle();
  const common = { schema: "pgboss", application_name: "saastal-jobs" };
  const boss = handle.pglite
    ? new PgBoss({ ...common, db: pgliteBossDb(handle.pglite) })
    : new PgBoss({ ...common, connectionString: handle.connectionString, max: 3 });
  boss.on("error", (error) => console.error("[jobs] queue error", error));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    // A job whose process died expires after 15 minutes and is retried (the bookings sync then
    // resumes at its cursor); failures are retried with backoff.
    const policy = QUEUE_POLICIES[name];
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60, ...(policy ? { policy } : {}) });
  }
  return boss;
}

/** The process-wide queue, started on first use (sending works without workers in this process). */
export function getBoss(): Promise<PgBoss> {
  holder.saastalBoss ??= open().catch((error: unknown) => {
    holder.saastalBoss = undefined;
    throw error;
  });
  return holder.saastalBoss;
}

export async function enqueue(name: QueueName, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> {
  return (await getBoss()).send(name, data, options);
}

/** Stops the queue (tests, shutdown); waits for running jobs up to `timeoutMs`. */
export async function stopBoss(timeoutMs = 5_000): Promise<void> {
  const pending = holder.saastalBoss;
  holder.saastalBoss = undefined;
  if (pending) await (await pending).stop({ graceful: true, timeout: timeoutMs, wait: true, close: true });
}
