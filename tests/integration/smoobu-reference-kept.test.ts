import { describe, expect, it, vi } from "vitest";
import { newWriterCache, writeSmoobuBooking } from "@/lib/jobs/sync/booking-writer";
import { startIncrementalSync } from "@/lib/jobs/sync/incremental";
import { runReconciliation } from "@/lib/jobs/sync/reconcile";
import { createRun } from "@/lib/jobs/sync/runs";
import { smoobuBookingSchema } from "@/lib/schemas/smoobu";
import { addDays, smoobuStamp, type WireBooking } from "@/tests/fakes/smoobu/generate";
import { clientFor } from "@/tests/support/smoobu";
import { webhookWorldForThisFile } from "./support/smoobu-webhook-world";

// Issue 30: the reference we give a paid stay (on its booking, shown to the guest and searched by
// the office) was lost when Smoobu's copy was read again: Smoobu's own `reference-id` is null for
// reservations created through the API, and every re-read wrote that null over ours. Each path
// that re-reads a booking (a webhook, the incremental sync, the reconciliation) keeps it.

vi.mock("next/cache", () => ({ unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn, revalidateTag: () => undefined }));

const { w, stay, row, deliver } = webhookWorldForThisFile();

/**
 * A paid offer's stay as its fulfilment leaves it: created in Smoobu through the API (Smoobu's
 * `reference-id` null, our reference in the notice), stored with our reference. Then changed in
 * Smoobu (a newer version, still without a reference-id), as the office or a channel would.
 */
async function paidStay(id: number, arrivalInDays: number, reference: string): Promise<WireBooking> {
  const created = stay(id, addDays(new Date(), arrivalInDays).toISOString().slice(0, 10), smoobuStamp(addDays(new Date(), -1)), { "reference-id": null, notice: `Ref. ${reference} (saastal-chalets)` });
  w.fake.addBooking(created);
  expect((await writeSmoobuBooking(w.db.prisma, smoobuBookingSchema.parse(created), newWriterCache())).kind).toBe("created");
  await w.db.prisma.booking.update({ where: { smoobuBookingId: id }, data: { referenceId: reference } });
  const changed = { ...created, adults: 4, modifiedAt: smoobuStamp(new Date()) };
  w.fake.addBooking(changed);
  return changed;
}

describe("our reference survives Smoobu's empty reference-id", () => {
  it("through a webhook's re-read", async () => {
    const b = await paidStay(301, 40, "SC-WEBHOOK1");
    expect(await deliver("updateReservation", b)).toBe("updated");
    expect(await row(301)).toMatchObject({ adults: 4, referenceId: "SC-WEBHOOK1" });
  });

  it("through the incremental sync", async () => {
    await paidStay(302, 50, "SC-INCREM01");
    const run = await startIncrementalSync({ db: w.db.prisma, client: clientFor(w.fake), pauseMs: 0 });
    expect(run?.status).toBe("succeeded");
    expect(await row(302)).toMatchObject({ adults: 4, referenceId: "SC-INCREM01" });
  });

  it("through the reconciliation", async () => {
    await paidStay(303, 60, "SC-RECONC01");
    const run = await createRun(w.db.prisma, "reconcile", {});
    const result = await runReconciliation(run.id, { db: w.db.prisma, client: clientFor(w.fake), pageRetryDelaysMs: [] });
    expect(result.status).toBe("succeeded");
    expect(await row(303)).toMatchObject({ adults: 4, referenceId: "SC-RECONC01" });
  });

  it("while a reference Smoobu does give is still taken", async () => {
    const b = await paidStay(304, 70, "SC-OURS0001");
    w.fake.addBooking({ ...b, "reference-id": "BDC-778899", modifiedAt: smoobuStamp(addDays(new Date(), 0.01)) });
    expect(await deliver("updateReservation", b)).toBe("updated");
    expect((await row(304))?.referenceId).toBe("BDC-778899");
  });
});
