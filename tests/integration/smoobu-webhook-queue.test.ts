import { describe, expect, it } from "vitest";
import { toIsoDate } from "@/lib/domain/dates";
import { smoobuFromEnv } from "@/lib/integrations/smoobu";
import { getBoss, QUEUES } from "@/lib/jobs/queue";
import { receiveSmoobuWebhook } from "@/lib/jobs/sync/webhook";
import { MAX_DELIVERY_ATTEMPTS } from "@/lib/jobs/sync/webhook-process";
import { DELIVERY_BATCH, enqueueSmoobuDelivery, STALE_DELIVERY_MS, sweepSmoobuDeliveries, workSmoobuDeliveries } from "@/lib/jobs/sync/webhook-queue";
import { postWebhook, webhookBody } from "@/tests/fakes/smoobu/webhooks";
import { until, webhookWorldForThisFile } from "./support/smoobu-webhook-world";

// The webhook's delivery and its job under pressure, against the test database and pg-boss:
// 20 identical deliveries at once, two deliveries of one booking handled at once, a job queue
// that cannot be reached when the delivery arrives, a worker that died, and the worker itself.

const { w, handle, stay, row, jobsOf, payloadOnly } = webhookWorldForThisFile();

describe("repeats, concurrency and lost jobs", () => {
  it("20 identical deliveries at once give one delivery, one job and one booking", async () => {
    const b = stay(120, "2027-09-01", "2026-11-01 10:00");
    w.fake.addBooking(b);
    const answers = await Promise.all(Array.from({ length: 20 }, () => w.fake.sendWebhook(w.hookUrl, "newReservation", b)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const outcomes = answers.map((a) => (JSON.parse(a.body) as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual([...Array(19).fill("duplicate"), "queued"]);
    const delivery = await w.db.prisma.smoobuWebhookDelivery.findFirstOrThrow({ where: { smoobuBookingId: 120 } });
    expect(await w.db.prisma.smoobuWebhookDelivery.count({ where: { smoobuBookingId: 120 } })).toBe(1);
    expect(await until(() => jobsOf(delivery.id), (n) => n > 0)).toBe(1);
    // Its job run twice at once (a sweep's copy beside the original) still writes one booking.
    const results = await Promise.all([handle(delivery.id), handle(delivery.id)]);
    expect(results.map((r) => r.status)).toEqual(["processed", "processed"]);
    expect(await w.db.prisma.booking.count({ where: { smoobuBookingId: 120 } })).toBe(1);
    expect(await jobsOf(delivery.id)).toBe(1);
  });

  it("two different deliveries of one booking handled at the same moment do not crash", async () => {
    for (let i = 0; i < 5; i++) {
      const id = 130 + i;
      const v1 = stay(id, `2028-0${1 + (i % 9)}-01`, "2026-11-01 10:00", { channel: { id: 777_000 + i, name: `New channel ${i}` } });
      const v2 = { ...v1, adults: 5, modifiedAt: "2026-11-02 10:00" };
      w.fake.addBooking(v2); // Smoobu's current copy, which both jobs read
      const [a, b] = await Promise.all([postWebhook(w.hookUrl, webhookBody("newReservation", v1)), postWebhook(w.hookUrl, webhookBody("updateReservation", v2))]);
      const results = await Promise.all([handle(String(a.json?.deliveryId)), handle(String(b.json?.deliveryId))]);
      expect(results.map((r) => r.status)).toEqual(["processed", "processed"]);
      expect(await w.db.prisma.booking.count({ where: { smoobuBookingId: id } })).toBe(1);
      expect((await row(id))?.adults).toBe(5);
    }
  });

  it("stores a delivery and answers 200 when the job queue cannot be reached; the sweep queues it later", async () => {
    const booking = stay(140, "2027-10-01", "2026-11-01 10:00");
    w.fake.addBooking(booking);
    const body = JSON.stringify(webhookBody("newReservation", booking));
    const unreachable = await receiveSmoobuWebhook(body, { db: w.db.prisma, enqueue: () => Promise.reject(new Error("connection refused")) });
    expect(unreachable).toMatchObject({ status: 200, body: { outcome: "queued" } });
    const started = Date.now();
    const hanging = await receiveSmoobuWebhook(body.replace("2027-10-01", "2027-10-02"), { db: w.db.prisma, enqueue: () => new Promise(() => {}), enqueueTimeoutMs: 200 });
    expect(hanging).toMatchObject({ status: 200, body: { outcome: "queued" } });
    expect(Date.now() - started).toBeLessThan(2_000);
    const lost = [unreachable, hanging].map((a) => ("deliveryId" in a.body ? String(a.body.deliveryId) : ""));

    // A delivery whose worker died half way: claimed, never finished.
    await w.db.prisma.smoobuWebhookDelivery.update({ where: { id: lost[1] }, data: { attempts: 1 } });
    const requeued: string[] = [];
    const sweepLater = (ms: number) => sweepSmoobuDeliveries({ db: w.db.prisma, now: new Date(Date.now() + ms), enqueue: async (id) => void requeued.push(id) });
    expect(await sweepLater(0)).toEqual({ requeued: 0, failed: 0 }); // too young: their job may still come
    await sweepLater(STALE_DELIVERY_MS + 60_000);
    expect(requeued).toEqual(expect.arrayContaining(lost));
    // Queued again for real, then handled by that job.
    for (const id of lost) await enqueueSmoobuDelivery(id);
    for (const id of lost) expect(await jobsOf(id)).toBe(1);
    for (const id of lost) expect((await handle(id)).status).toBe("processed");
    expect(await row(140)).not.toBeNull();
  });

  it("gives up on a delivery that keeps crashing its worker", async () => {
    payloadOnly();
    const answer = await postWebhook(w.hookUrl, webhookBody("newReservation", stay(150, "2027-11-01", "2026-11-01 10:00")));
    const id = String(answer.json?.deliveryId);
    await w.db.prisma.smoobuWebhookDelivery.update({ where: { id }, data: { attempts: MAX_DELIVERY_ATTEMPTS } });
    const result = await sweepSmoobuDeliveries({ db: w.db.prisma, now: new Date(Date.now() + STALE_DELIVERY_MS + 60_000), enqueue: async () => {} });
    expect(result.failed).toBe(1);
    expect(await w.db.prisma.smoobuWebhookDelivery.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "failed" });
    expect(await handle(id)).toMatchObject({ status: "failed" });
  });

  it("the worker handles a queued delivery on its own", async () => {
    const boss = await getBoss();
    // As lib/jobs/workers.ts runs it (the earlier tests' jobs, all handled already, come first).
    await boss.work<{ deliveryId: string }>(QUEUES.smoobuWebhook, { pollingIntervalSeconds: 0.5, batchSize: DELIVERY_BATCH }, async (jobs) => {
      await workSmoobuDeliveries(
        jobs.map((job) => job.data.deliveryId),
        { db: w.db.prisma, client: smoobuFromEnv({ maxRetryWaitMs: 50 }) },
      );
    });
    const booking = stay(160, "2027-12-01", "2026-11-01 10:00");
    w.fake.addBooking(booking);
    const answer = await postWebhook(w.hookUrl, webhookBody("newReservation", booking));
    const id = String(answer.json?.deliveryId);
    const done = await until(() => w.db.prisma.smoobuWebhookDelivery.findUniqueOrThrow({ where: { id } }), (d) => d.status !== "queued");
    expect(done).toMatchObject({ status: "processed", outcome: "created" });
    expect(toIsoDate((await row(160))?.arrival ?? new Date(0))).toBe("2027-12-01");
  });
});
