import { describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { smoobuStamp } from "@/tests/fakes/smoobu/generate";
import { BookingNotConfirmedError, NOT_FOUND_READS } from "@/lib/jobs/sync/webhook-booking";
import { postWebhook, sendThinWebhook, webhookBody } from "@/tests/fakes/smoobu/webhooks";
import { useFakeEnv } from "@/tests/support/smoobu";
import { APARTMENT, TOKEN, webhookWorldForThisFile } from "./support/smoobu-webhook-world";

// POST /api/webhooks/smoobu over real HTTP, sent as the fake Smoobu would, against the test
// database: the route checks and stores each delivery and answers at once; the delivery's job
// (run here directly, as no workers run in these tests) re-reads Smoobu and writes. Malformed
// bodies refused before anything is stored, every booking action, thin cancels and deletes,
// newMessage and unknown actions. updateRates: smoobu-webhook-rates.test.ts; repeats,
// concurrency and lost jobs: smoobu-webhook-queue.test.ts.

// Next's data cache only exists inside a Next server: pass-through, and revalidations recorded.
const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({
  unstable_cache: <A extends unknown[], R>(fn: (...args: A) => Promise<R>) => fn,
  revalidateTag: (tag: string) => void revalidated.push(tag),
}));

const { w, handle, stay, row, deliveries, payloadOnly, deliver } = webhookWorldForThisFile();

describe("what the webhook refuses", () => {
  it("refuses a missing or wrong token with 401 and stores nothing", async () => {
    const b = stay(101, "2027-01-10", "2026-11-01 10:00");
    expect((await w.fake.sendWebhook(`${w.appUrl}/api/webhooks/smoobu`, "newReservation", b)).status).toBe(401);
    expect((await w.fake.sendWebhook(`${w.appUrl}/api/webhooks/smoobu?token=${TOKEN}x`, "newReservation", b)).status).toBe(401);
    expect(await row(101)).toBeNull();
    expect(await deliveries()).toBe(0);
  });

  it("answers 400 with a reason, never 500, to every malformed body, and stores nothing", async () => {
    const good = stay(102, "2028-02-20", "2026-11-01 10:00");
    const raw = (text: string) => text;
    const bodies: [string, unknown][] = [
      ["not JSON", raw("{not json")],
      ["empty", raw("")],
      ["no action", { user: 1, data: good }],
      ["an action that is not text", { action: { $gt: "" }, data: good }],
      ["no id", webhookBody("newReservation", { ...good, id: undefined })],
      ["an id that is not a number", webhookBody("newReservation", { id: "x" })],
      ["a NUL in a name", webhookBody("newReservation", { ...good, "guest-name": "Eve\u0000" })],
      ["a NUL in a key", webhookBody("newReservation", { ...good, "no\u0000te": "x" })],
      ["a NUL in an unknown action", webhookBody("somethingNew", { text: "a\u0000b" })],
      ["a NUL in a thin cancel", webhookBody("cancelReservation", { id: 102, notice: "\u0000" })],
      ["departure before arrival", webhookBody("newReservation", { ...good, departure: "2028-02-10" })],
      ["no night", webhookBody("updateReservation", { ...good, departure: good.arrival })],
      ["2028-02-30", webhookBody("newReservation", { ...good, arrival: "2028-02-27", departure: "2028-02-30" })],
      ["2027-13-01", webhookBody("newReservation", { ...good, arrival: "2027-13-01" })],
      ["a price of 1e30", raw(JSON.stringify(webhookBody("newReservation", { ...good, price: 1 })).replace('"price":1', '"price":1e30'))],
      ["a price of Infinity", raw(JSON.stringify(webhookBody("newReservation", { ...good, price: 1 })).replace('"price":1', '"price":1e400'))],
      ["a negative prepayment", webhookBody("newReservation", { ...good, prepayment: -5 })],
      ["a deposit beyond 1,000,000", webhookBody("newReservation", { ...good, deposit: "1000000.01" })],
      ["an apartment id beyond an integer", webhookBody("newReservation", { ...good, apartment: { id: 1e30, name: "X" } })],
      ["a thin delete without an id", webhookBody("deleteReservation", { reason: "gone" })],
      ["a thin cancel with impossible dates", webhookBody("cancelReservation", { id: 102, arrival: "2028-02-30" })],
      ["updateRates for an apartment that is not a number", webhookBody("updateRates", { apartmentId: "chalet" })],
      ["updateRates for an impossible day", webhookBody("updateRates", { apartmentId: APARTMENT.id, start_date: "2028-02-30", end_date: "2028-03-05" })],
      ["updateRates ending before it starts", webhookBody("updateRates", { apartmentId: APARTMENT.id, from: "2028-03-05", to: "2028-03-01" })],
      ["nesting deeper than any delivery", raw(`{"action":"somethingNew","data":${"[".repeat(500)}${"]".repeat(500)}}`)],
    ];
    for (const [what, body] of bodies) {
      const answer = await postWebhook(w.hookUrl, body);
      expect(answer.status, what).toBe(400);
      expect(typeof answer.json?.reason, what).toBe("string");
    }
    expect(await deliveries()).toBe(0);
    expect(await w.db.prisma.booking.count()).toBe(0);
    // The same booking without the fault is accepted: the refusals above were for the fault alone.
    w.fake.addBooking(good);
    expect(await deliver("newReservation", good)).toBe("created");
  });
});

describe("booking actions", () => {
  it("answers before writing; the job creates, updates, cancels and deletes, re-reading the API", async () => {
    const b = stay(103, "2027-02-01", "2026-11-01 10:00");
    w.fake.addBooking(b);
    // The payload is only a hint: Smoobu's copy (other guest name) wins.
    const answer = await w.fake.sendWebhook(w.hookUrl, "newReservation", { ...b, "guest-name": "Payload Name" });
    expect(answer.status).toBe(200);
    const { outcome, deliveryId } = JSON.parse(answer.body) as { outcome: string; deliveryId: string };
    expect(outcome).toBe("queued");
    expect(await row(103)).toBeNull(); // not written by the request
    expect(await w.db.prisma.smoobuWebhookDelivery.findUniqueOrThrow({ where: { id: deliveryId } })).toMatchObject({ action: "newReservation", smoobuBookingId: 103, apartmentId: APARTMENT.id, status: "queued" });
    expect(await handle(deliveryId)).toEqual({ status: "processed", outcome: "created" });
    expect((await row(103))?.guestName).toBe(b["guest-name"]);
    // Handled once: a second run of its job changes nothing and says what was done.
    expect(await handle(deliveryId)).toEqual({ status: "processed", outcome: "created" });
    expect(revalidated).toContain(`rates:${w.propertyId}`);

    w.fake.addBooking({ ...b, type: "modification of booking", adults: 5, modifiedAt: "2026-11-02 10:00" });
    expect(await deliver("updateReservation", b)).toBe("updated");
    expect(await row(103)).toMatchObject({ type: "modification", adults: 5 });

    w.fake.addBooking({ ...b, type: "cancellation", modifiedAt: "2026-11-03 10:00" });
    expect(await deliver("cancelReservation", b)).toBe("updated");
    expect((await row(103))?.type).toBe("cancelled");

    expect(await deliver("deleteReservation", { ...b, modifiedAt: "2026-11-03 10:00" })).toBe("updated");
    expect((await row(103))?.type).toBe("deleted");
  });

  it("recognises a repeated delivery, and never lets an older update overwrite a newer one", async () => {
    const v1 = stay(104, "2027-03-01", "2026-11-01 10:00", { adults: 2 });
    const v2 = { ...v1, type: "modification of booking", adults: 4, modifiedAt: smoobuStamp(new Date("2026-11-05T10:00:00Z")) };
    w.fake.addBooking(v2);
    expect(await deliver("updateReservation", v2)).toBe("created");
    // A late creation is read again: Smoobu's current copy (v2) stays.
    expect(await deliver("newReservation", v1)).toBe("updated");
    const repeat = await w.fake.sendWebhook(w.hookUrl, "updateReservation", v2);
    expect([repeat.status, JSON.parse(repeat.body)]).toEqual([200, { outcome: "duplicate" }]);
    expect(await w.db.prisma.smoobuWebhookDelivery.count({ where: { smoobuBookingId: 104 } })).toBe(2);
    expect(await row(104)).toMatchObject({ type: "modification", adults: 4 });
    // A late repeat of the creation after a deletion does not bring the booking back.
    expect(await deliver("deleteReservation", v2)).toBe("updated");
    expect(await deliver("newReservation", { ...v2, notice: "repeat" })).toBe("stale");
    expect((await row(104))?.type).toBe("deleted");
  });

  it("records an overlap and an unknown booking's delete as outcomes", async () => {
    const [first, clash] = [stay(105, "2027-04-01", "2026-11-01 10:00"), stay(106, "2027-04-02", "2026-11-01 10:00")];
    w.fake.addBooking(first);
    w.fake.addBooking(clash);
    expect(await deliver("newReservation", first)).toBe("created");
    expect(await deliver("newReservation", clash)).toBe("overlap");
    expect(await row(106)).toBeNull();
    expect(await deliver("deleteReservation", stay(107, "2027-05-01", "2026-11-01 10:00"))).toBe("unknownBooking");
  });

  it("rejects (and keeps for the record) a booking whose copy in Smoobu cannot be true", async () => {
    const hint = stay(108, "2027-06-01", "2026-11-01 10:00");
    w.fake.addBooking({ ...hint, arrival: "2027-06-10" }); // departure before arrival in Smoobu itself
    const answer = await w.fake.sendWebhook(w.hookUrl, "newReservation", hint);
    const { deliveryId } = JSON.parse(answer.body) as { deliveryId: string };
    const result = await handle(deliveryId);
    expect(result.status).toBe("rejected");
    expect(result.outcome).toMatch(/^rejected: /);
    expect(await row(108)).toBeNull();
  });
});

describe("thin cancels and deletes (little more than the id)", () => {
  it("cancels and deletes our booking by its Smoobu id when Smoobu no longer has it", async () => {
    for (const b of [stay(110, "2027-07-01", "2026-11-01 10:00"), stay(111, "2027-07-10", "2026-11-01 10:00")]) {
      w.fake.addBooking(b);
      expect(await deliver("newReservation", b)).toBe("created");
      w.fake.bookings.delete(b.id); // Smoobu no longer has it
    }

    const cancel = await sendThinWebhook(w.hookUrl, "cancelReservation", 110);
    expect([cancel.status, cancel.json?.outcome]).toEqual([200, "queued"]);
    expect((await handle(String(cancel.json?.deliveryId))).outcome).toBe("cancelled");
    expect((await row(110))?.type).toBe("cancelled");
    // The property's pages are refreshed: the nights are free again.
    expect(revalidated).toContain("property:chalet-webhook");

    const del = await sendThinWebhook(w.hookUrl, "deleteReservation", 111, { type: "cancellation" });
    expect([del.status, del.json?.outcome]).toEqual([200, "queued"]);
    expect((await handle(String(del.json?.deliveryId))).outcome).toBe("deleted");
    expect((await row(111))?.type).toBe("deleted");

    // A cancellation after a deletion does not undo it; an id we never had is answered 200.
    expect(await deliver("cancelReservation", { id: 111 })).toBe("unchanged");
    expect((await row(111))?.type).toBe("deleted");
    expect(await deliver("cancelReservation", { id: 999_111 })).toBe("unknownBooking");
    expect(await deliver("deleteReservation", { id: "999112" })).toBe("unknownBooking");
  });

  it("without the API, and with the API when Smoobu still has the booking", async () => {
    const stored = stay(112, "2027-08-01", "2026-11-01 10:00");
    w.fake.addBooking(stored);
    expect(await deliver("newReservation", stored)).toBe("created");
    payloadOnly();
    expect(await deliver("cancelReservation", { id: 112, apartment: { id: APARTMENT.id } })).toBe("cancelled");
    expect((await row(112))?.type).toBe("cancelled");

    useFakeEnv(w.fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN });
    resetEnvCache();
    const b = stay(113, "2027-08-10", "2026-11-01 10:00");
    w.fake.addBooking(b);
    expect(await deliver("newReservation", b)).toBe("created");
    w.fake.addBooking({ ...b, type: "cancellation", modifiedAt: "2026-11-04 10:00" });
    expect(await deliver("cancelReservation", { id: 113 })).toBe("updated"); // Smoobu's copy, re-read
    expect(await row(113)).toMatchObject({ type: "cancelled", modifiedAtSmoobu: new Date("2026-11-04T10:00:00Z") });
  });
});

describe("a booking Smoobu does not confirm is never stored (anyone who knows the URL can send one)", () => {
  const deliveryOf = (id: string) => w.db.prisma.smoobuWebhookDelivery.findUniqueOrThrow({ where: { id } });
  async function queued(action: string, data: unknown): Promise<string> {
    const answer = await postWebhook(w.hookUrl, webhookBody(action, data));
    expect([answer.status, answer.json?.outcome]).toEqual([200, "queued"]);
    return String(answer.json?.deliveryId);
  }

  it("a newReservation for an id Smoobu answers 404 for is read again on each retry, then dropped with the reason, and no night is blocked", async () => {
    const forged = stay(120, "2027-12-22", "2026-11-01 10:00", { "guest-name": "Forged" });
    const id = await queued("newReservation", forged);
    const reads = () => w.fake.requests.filter((r) => r.method === "GET" && r.path === "/api/reservations/120").length;
    for (let attempt = 1; attempt < NOT_FOUND_READS; attempt++) {
      await expect(handle(id)).rejects.toBeInstanceOf(BookingNotConfirmedError);
      expect(await deliveryOf(id)).toMatchObject({ status: "queued", attempts: attempt });
      expect(await row(120)).toBeNull();
    }
    expect(await handle(id)).toEqual({ status: "rejected", outcome: `dropped: Smoobu answers 404 for booking 120 (${NOT_FOUND_READS} reads); nothing stored` });
    expect(reads()).toBe(NOT_FOUND_READS);
    expect(await row(120)).toBeNull();
    expect(await deliveryOf(id)).toMatchObject({ status: "rejected", outcome: expect.stringContaining("404") });
    // An update for an id Smoobu does not know is dropped the same way.
    const update = await queued("updateReservation", { ...forged, modifiedAt: "2026-11-02 10:00" });
    for (let attempt = 1; attempt < NOT_FOUND_READS; attempt++) await expect(handle(update)).rejects.toBeInstanceOf(BookingNotConfirmedError);
    expect((await handle(update)).status).toBe("rejected");
    expect(await w.db.prisma.booking.count({ where: { smoobuBookingId: 120 } })).toBe(0);
  });

  it("a booking Smoobu confirms on a later read is stored from Smoobu's copy, never from the payload", async () => {
    const real = stay(121, "2028-01-05", "2026-11-01 10:00");
    const id = await queued("newReservation", { ...real, "guest-name": "Payload Name" });
    await expect(handle(id)).rejects.toBeInstanceOf(BookingNotConfirmedError);
    w.fake.addBooking(real); // Smoobu's read caught up with its webhook
    expect(await handle(id)).toEqual({ status: "processed", outcome: "created" });
    expect((await row(121))?.guestName).toBe(real["guest-name"]);
  });

  it("Smoobu unreachable: nothing is written from the payload and the delivery stays queued for the queue's retry", async () => {
    const b = stay(122, "2028-02-05", "2026-11-01 10:00");
    const id = await queued("newReservation", b);
    w.fake.failWhen(({ path }) => (path === "/api/reservations/122" ? { status: 503 } : null));
    try {
      await expect(handle(id)).rejects.toThrow(/could not read booking 122 from Smoobu/);
    } finally {
      w.fake.failWhen(null);
    }
    expect(await row(122)).toBeNull();
    expect((await deliveryOf(id)).status).toBe("queued");
  });

  it("a cancel for a booking Smoobu no longer has cancels ours, taking no other field from the payload", async () => {
    const b = stay(124, "2028-04-20", "2026-11-01 10:00");
    w.fake.addBooking(b);
    expect(await deliver("newReservation", b)).toBe("created");
    w.fake.bookings.delete(124);
    expect(await deliver("cancelReservation", { ...b, "guest-name": "Forged", arrival: "2028-04-21", modifiedAt: "2026-11-09 10:00" })).toBe("cancelled");
    expect(await row(124)).toMatchObject({ type: "cancelled", guestName: b["guest-name"], arrival: new Date("2028-04-20T00:00:00Z") });
  });

  it("without the API nothing can confirm a new or updated booking: dropped with the reason", async () => {
    payloadOnly();
    const b = stay(123, "2028-03-05", "2026-11-01 10:00");
    expect(await deliver("newReservation", b)).toBe("dropped: Smoobu's API is not configured, so booking 123 cannot be confirmed; nothing stored");
    expect(await deliver("updateReservation", { ...b, modifiedAt: "2026-11-02 10:00" })).toMatch(/^dropped: /);
    expect(await row(123)).toBeNull();
  });
});

describe("a cancellation while Smoobu's API still returns the booking live", () => {
  it("the webhook's cancellation wins, and a later read of the same live copy does not undo it", async () => {
    const b = stay(130, "2028-04-01", "2026-11-01 10:00");
    w.fake.addBooking(b);
    expect(await deliver("newReservation", b)).toBe("created");
    // Smoobu sends the cancellation; its API still answers the booking as live (unchanged).
    expect(w.fake.bookings.get(130)).toMatchObject({ type: "reservation" });
    expect(await deliver("cancelReservation", { ...b, type: "cancellation", modifiedAt: "2026-11-03 10:00" })).toBe("updated");
    expect((await row(130))?.type).toBe("cancelled");
    // A thin cancel too, for a booking Smoobu still reads as live.
    const thin = stay(131, "2028-05-01", "2026-11-01 10:00");
    w.fake.addBooking(thin);
    expect(await deliver("newReservation", thin)).toBe("created");
    expect(await deliver("cancelReservation", { id: 131 })).toBe("updated");
    expect((await row(131))?.type).toBe("cancelled");
    // A late update delivery reads the lagging live copy again: the cancellation stays.
    expect(await deliver("updateReservation", { ...b, notice: "late" })).toBe("stale");
    expect(await deliver("updateReservation", { ...thin, notice: "late" })).toBe("stale");
    expect((await row(130))?.type).toBe("cancelled");
    expect((await row(131))?.type).toBe("cancelled");
    // Re-activated in Smoobu (a newer version): live again.
    w.fake.addBooking({ ...b, modifiedAt: "2026-11-06 10:00" });
    expect(await deliver("updateReservation", { ...b, notice: "reactivated" })).toBe("updated");
    expect((await row(130))?.type).toBe("reservation");
  });
});

describe("other actions", () => {
  it("acknowledges newMessage without storing it, and records an unknown action as ignored", async () => {
    const before = await deliveries();
    const message = await postWebhook(w.hookUrl, webhookBody("newMessage", { id: 5, reservationId: 103, message: "Hello" }));
    expect([message.status, message.json]).toEqual([200, { outcome: "acknowledged" }]);
    expect(await deliveries()).toBe(before);
    const unknown = await postWebhook(w.hookUrl, webhookBody("updateApartment", { id: APARTMENT.id }));
    expect([unknown.status, unknown.json?.outcome]).toEqual([200, "ignored"]);
    expect(await w.db.prisma.smoobuWebhookDelivery.findFirstOrThrow({ where: { action: "updateApartment" } })).toMatchObject({ status: "processed", outcome: "ignored" });
  });
});

