import { getDb, getDbHandle } from "@/lib/db/client";
import { checkOfferFulfilments } from "@/lib/data/offer-fulfilment-check";
import { advanceOfferReservation } from "@/lib/data/offer-reservation";
import { env } from "@/lib/env";
import { smoobuFromEnv, smoobuSetupFromEnv } from "@/lib/integrations/smoobu";
import { runAccountMailJob } from "./account-mail";
import { runHousekeeping } from "./housekeeping";
import { deliverQueuedMail, smtpTransport } from "./mail";
import { cancelSmoobuReservation, sweepPayments } from "./payments";
import { getBoss, QUEUES } from "./queue";
import { revalidateOverHttpOutsideRequests } from "./revalidate";
import { runScheduledMailTimelines } from "./timeline-wiring";
import { runBookingsSync } from "./sync/bookings-sync";
import { startIncrementalSync } from "./sync/incremental";
import { runLease } from "./sync/lease";
import { runRatesSync } from "./sync/rates-sync";
import { runReconcileJob } from "./sync/reconcile-job";
import { recoverOrphanedRuns } from "./sync/recovery";
import { createRun, finishRun, SyncAlreadyRunningError } from "./sync/runs";
import { DELIVERY_BATCH, enqueueSmoobuDelivery, sweepSmoobuDeliveries, workSmoobuDeliveries } from "./sync/webhook-queue";

// The workers, started once per server process from instrumentation.ts. Every instance runs
// them; pg-boss hands each job to exactly one, and the crons fire once across instances.
// A sync runs under its lease (sync/lease.ts), one execution at a time. A run whose process died
// is queued again when the workers start (sync/recovery.ts) and resumes at the cursor kept in its
// sync_runs row; pg-boss's own retry of the expired job (15 minutes) is the fallback.

export const SCHEDULES = {
  incremental: "*/15 * * * *",
  rates: "30 2 * * *",
  reconcile: "15 3 * * *",
  mail: "* * * * *",
  offerFulfilmentCheck: "*/5 * * * *",
  paymentsSweep: "* * * * *",
  housekeeping: "17 * * * *",
  /** Mails go at 09:00 local time; a quarter-hour pass sends them within minutes of it. */
  mailTimeline: "*/15 * * * *",
} as const;

const holder = globalThis as unknown as { saastalWorkers?: Promise<void> };

async function notConfigured(runId: string): Promise<void> {
  const setup = smoobuSetupFromEnv();
  const why = setup.state === "unsigned" ? setup.reason : "Smoobu is not configured (SMOOBU_API_KEY)";
  await finishRun(await getDb(), runId, "failed", `Failed to sync bookings: ${why}`);
}

/**
 * Whether the Smoobu crons (incremental sync, rates, reconciliation) are scheduled: only when the
 * schedule is on and Smoobu can be asked at all. A key without its signing secret would only
 * collect 401s (Smoobu refuses unsigned requests), so nothing starts and the log says why.
 */
export function smoobuSchedulesOn(config: { SYNC_SCHEDULE_ENABLED: boolean }): boolean {
  const setup = smoobuSetupFromEnv();
  if (setup.state === "unsigned") console.error(`[jobs] Smoobu work not started: ${setup.reason}`);
  return config.SYNC_SCHEDULE_ENABLED && setup.state !== "unsigned";
}

async function start(): Promise<void> {
  const config = env();
  if (!config.JOB_WORKERS_ENABLED) {
    console.info("[jobs] workers off (JOB_WORKERS_ENABLED=0): another instance on this database runs the jobs");
    return;
  }
  revalidateOverHttpOutsideRequests();
  const boss = await getBoss();
  const lease = runLease(await getDbHandle());
  await boss.work<{ runId: string }>(QUEUES.bookingsSync, async ([job]) => {
    if (!job) return;
    const { runId } = job.data;
    const client = smoobuFromEnv();
    if (!client) return notConfigured(runId);
    const db = await getDb();
    const ran = await lease(runId, () => runBookingsSync(runId, { db, client, pauseMs: config.SYNC_PAGE_PAUSE_MS }));
    if (ran === null) console.info(`[sync] run ${runId} is being executed by another process; this job ends`);
  });
  await boss.work(QUEUES.bookingsIncremental, async () => {
    const client = smoobuFromEnv();
    if (client) await startIncrementalSync({ db: await getDb(), client, pauseMs: config.SYNC_PAGE_PAUSE_MS, lease });
  });
  await boss.work(QUEUES.rates, async () => {
    const client = smoobuFromEnv();
    if (!client) return;
    const db = await getDb();
    try {
      const run = await createRun(db, "rates", {});
      await lease(run.id, () => runRatesSync(run.id, { db, client }));
    } catch (error) {
      if (!(error instanceof SyncAlreadyRunningError)) throw error;
    }
  });
  await boss.work(QUEUES.mail, async () => {
    const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL) : null;
    await deliverQueuedMail({ db: await getDb(), transport, from: config.MAIL_FROM });
  });

  await boss.work(QUEUES.offerFulfilmentCheck, async () => {
    const { flagged, requeued } = await checkOfferFulfilments(new Date());
    if (flagged.length) console.warn(`[jobs] paid offers without a booking flagged for the office: ${flagged.join(", ")}`);
    if (requeued.length) console.warn(`[jobs] Smoobu reservation steps queued again: ${requeued.join(", ")}`);
  });
  await boss.work<{ requestId: string }>(QUEUES.smoobuCreate, async ([job]) => {
    if (job) await advanceOfferReservation(job.data.requestId);
  });

  await boss.work(QUEUES.housekeeping, async () => {
    const removed = await runHousekeeping();
    if (removed.rateLimitRows || removed.sessions) console.info("[jobs] housekeeping", removed);
  });
  await boss.work(QUEUES.paymentsSweep, async () => {
    // The same every-minute tick queues again Smoobu webhook deliveries whose job was lost.
    await sweepSmoobuDeliveries({ db: await getDb(), enqueue: enqueueSmoobuDelivery }).catch((error: unknown) => console.error("[jobs] webhook delivery sweep failed", error));
    const swept = await sweepPayments();
    if (swept.refunds || swept.holdsReleased) console.info("[jobs] payments sweep", swept);
  });
  await boss.work<{ deliveryId: string }>(QUEUES.smoobuWebhook, { batchSize: DELIVERY_BATCH }, async (jobs) => {
    // Inside a job a short, bounded retry of Smoobu's reads is fine (the webhook answered long ago).
    await workSmoobuDeliveries(jobs.map((job) => job.data.deliveryId), { db: await getDb(), client: smoobuFromEnv({ maxRetryWaitMs: 5_000 }) });
  });
  await boss.work<{ runId?: string }>(QUEUES.reconcile, async ([job]) => {
    await runReconcileJob(job?.data.runId, { db: await getDb(), client: smoobuFromEnv(), lease });
  });
  await boss.work<{ smoobuBookingId: number }>(QUEUES.smoobuCancel, async ([job]) => {
    if (job) await cancelSmoobuReservation(job.data.smoobuBookingId);
  });
  await boss.work(QUEUES.accountMail, async ([job]) => {
    if (job) await runAccountMailJob(job.data);
  });
  await boss.work(QUEUES.mailTimeline, async () => {
    const result = await runScheduledMailTimelines();
    if (result.queued || result.skipped || result.failed) console.info("[jobs] mail timeline", result);
  });

  const smoobuScheduled = smoobuSchedulesOn(config);
  if (smoobuScheduled) {
    await boss.schedule(QUEUES.bookingsIncremental, SCHEDULES.incremental, {}, { tz: "Europe/Zurich" });
    await boss.schedule(QUEUES.rates, SCHEDULES.rates, {}, { tz: "Europe/Zurich" });
    await boss.schedule(QUEUES.reconcile, SCHEDULES.reconcile, {}, { tz: "Europe/Zurich" });
  } else {
    await boss.unschedule(QUEUES.bookingsIncremental);
    await boss.unschedule(QUEUES.rates);
    await boss.unschedule(QUEUES.reconcile);
  }
  await recoverOrphanedRuns({ db: await getDb(), lease, requeue: (runId) => boss.send(QUEUES.bookingsSync, { runId }) });
  await boss.schedule(QUEUES.mail, SCHEDULES.mail);
  await boss.schedule(QUEUES.offerFulfilmentCheck, SCHEDULES.offerFulfilmentCheck);
  await boss.schedule(QUEUES.paymentsSweep, SCHEDULES.paymentsSweep);
  await boss.schedule(QUEUES.housekeeping, SCHEDULES.housekeeping);
  // pg-boss keeps one schedule per queue in the database and its cron monitor sends one job per
  // minute slot across instances; a second pass at once would still send nothing twice (booking_mails).
  await boss.schedule(QUEUES.mailTimeline, SCHEDULES.mailTimeline, {}, { tz: "Europe/Zurich" });
  console.info(`[jobs] workers started (sync schedule ${smoobuScheduled ? "on" : "off"}, SMTP ${config.SMTP_URL ? "on" : "off: mails stay queued"})`);
}

/** Starts the workers once per process. */
export function startWorkers(): Promise<void> {
  holder.saastalWorkers ??= start().catch((error: unknown) => {
    holder.saastalWorkers = undefined;
    throw error;
  });
  return holder.saastalWorkers;
}
