import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/webhooks/smoobu/route";
import { resetEnvCache } from "@/lib/env";
import { smoobuStamp, wireBooking, type WireBooking } from "@/tests/fakes/smoobu/generate";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { serveRoute } from "@/tests/support/route-server";
import { startSignedFake, useFakeEnv } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// POST /api/webhooks/smoobu over real HTTP, sent by the fake Smoobu: every action, repeated and
// out-of-order deliveries, a bad token, a malformed body, overlaps; with the API configured
// (the booking is re-read) and without it (the payload is used).

const TOKEN = "webhook-token-0123456789abcdef";
const APARTMENT = { id: 8_800_001, name: "Chalet Webhook" };
let db: TestDb;
let fake: FakeSmoobu;
let app: { url: string; close(): Promise<void> };
let hookUrl: string;

const stay = (id: number, arrival: string, modified: string, over: Record<string, unknown> = {}): WireBooking =>
  wireBooking(id, APARTMENT, new Date(`${arrival}T00:00:00Z`), 3, { modifiedAt: modified, ...over });
const row = (id: number) => db.prisma.booking.findUnique({ where: { smoobuBookingId: id } });

beforeAll(async () => {
  db = await createTestDb();
  await db.prisma.property.create({ data: { slug: "chalet-webhook", name: APARTMENT.name, location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: APARTMENT.id } });
  fake = await startSignedFake({ apartments: [APARTMENT] });
  app = await serveRoute(POST);
  hookUrl = `${app.url}/api/webhooks/smoobu?token=${TOKEN}`;
});

beforeEach(() => {
  useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN });
  resetEnvCache();
});

afterAll(async () => {
  await app?.close();
  await fake?.close();
  await db?.drop();
});

describe("the Smoobu webhook", () => {
  it("refuses a missing or wrong token with 401 and writes nothing", async () => {
    const b = stay(101, "2027-01-10", "2026-11-01 10:00");
    expect((await fake.sendWebhook(`${app.url}/api/webhooks/smoobu`, "newReservation", b)).status).toBe(401);
    expect((await fake.sendWebhook(`${app.url}/api/webhooks/smoobu?token=${TOKEN}x`, "newReservation", b)).status).toBe(401);
    expect(await row(101)).toBeNull();
  });

  it("answers 400 to a malformed body and 200 to actions it ignores", async () => {
    const bad = await fetch(hookUrl, { method: "POST", body: "{not json" });
    expect(bad.status).toBe(400);
    const noBooking = await fetch(hookUrl, { method: "POST", body: JSON.stringify({ action: "newReservation", data: { id: "x" } }) });
    expect(noBooking.status).toBe(400);
    expect((await fake.sendWebhook(hookUrl, "updateRates", {})).status).toBe(200);
    expect((await fake.sendWebhook(hookUrl, "newMessage", { id: 1 })).status).toBe(200);
  });

  it("creates, updates, cancels and deletes; re-reads the booking from the API", async () => {
    const b = stay(102, "2027-02-01", "2026-11-01 10:00");
    fake.addBooking(b);
    // The payload is only a hint: Smoobu's copy (other guest name) wins.
    const hint = { ...b, "guest-name": "Payload Name" };
    expect(await (await fake.sendWebhook(hookUrl, "newReservation", hint)).body).toContain("created");
    expect((await row(102))?.guestName).toBe(b["guest-name"]);

    fake.addBooking({ ...b, type: "modification of booking", adults: 5, modifiedAt: "2026-11-02 10:00" });
    await fake.sendWebhook(hookUrl, "updateReservation", b);
    expect(await row(102)).toMatchObject({ type: "modification", adults: 5 });

    fake.addBooking({ ...b, type: "cancellation", modifiedAt: "2026-11-03 10:00" });
    await fake.sendWebhook(hookUrl, "cancelReservation", b);
    expect((await row(102))?.type).toBe("cancelled");

    await fake.sendWebhook(hookUrl, "deleteReservation", { ...b, modifiedAt: "2026-11-03 10:00" });
    expect((await row(102))?.type).toBe("deleted");
  });

  it("is idempotent and never lets an older update overwrite a newer one", async () => {
    useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SMOOBU_API_KEY: "" }); // payload only
    resetEnvCache();
    const v1 = stay(103, "2027-03-01", "2026-11-01 10:00", { adults: 2 });
    const v2 = { ...v1, type: "modification of booking", adults: 4, modifiedAt: smoobuStamp(new Date("2026-11-05T10:00:00Z")) };
    expect((await fake.sendWebhook(hookUrl, "updateReservation", v2)).body).toContain("created");
    expect((await fake.sendWebhook(hookUrl, "newReservation", v1)).body).toContain("stale");
    expect((await fake.sendWebhook(hookUrl, "updateReservation", v2)).body).toContain("duplicate");
    expect(await row(103)).toMatchObject({ type: "modification", adults: 4 });
    expect(await db.prisma.booking.count({ where: { smoobuBookingId: 103 } })).toBe(1);
    // A late repeat of the creation after a deletion does not bring the booking back.
    await fake.sendWebhook(hookUrl, "deleteReservation", v2);
    await fake.sendWebhook(hookUrl, "newReservation", { ...v2, notice: "repeat" });
    expect((await row(103))?.type).toBe("deleted");
  });

  it("logs and answers an overlap instead of crashing", async () => {
    useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SMOOBU_API_KEY: "" });
    resetEnvCache();
    await fake.sendWebhook(hookUrl, "newReservation", stay(104, "2027-04-01", "2026-11-01 10:00"));
    const clash = await fake.sendWebhook(hookUrl, "newReservation", stay(105, "2027-04-02", "2026-11-01 10:00"));
    expect(clash.status).toBe(200);
    expect(clash.body).toContain("overlap");
    expect(await row(105)).toBeNull();
    expect((await fake.sendWebhook(hookUrl, "deleteReservation", stay(106, "2027-05-01", "2026-11-01 10:00"))).body).toContain("unknownBooking");
  });
});
