import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/webhooks/smoobu/route";
import { deleteTestBookingAction } from "@/lib/actions/dev/delete-test-booking";
import { sendTestWebhookAction } from "@/lib/actions/dev/send-test-webhook";
import { testApiConnectionAction } from "@/lib/actions/dev/test-api-connection";
import { signInAction } from "@/lib/actions/auth/sign-in";
import { hashPassword } from "@/lib/auth/password";
import { TEST_BOOKING_ID, testWebhookBody } from "@/lib/domain/test-booking";
import { resetEnvCache } from "@/lib/env";
import { stopBoss } from "@/lib/jobs/queue";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { serveRoute } from "@/tests/support/route-server";
import { startSignedFake, useFakeEnv } from "@/tests/support/smoobu";
import { createTestDb, type TestDb } from "@/tests/support/test-db";

// The /dev actions: API connection test against the fake Smoobu (and its error), the webhook test
// through our own endpoint over HTTP, deleting the test booking, and the admin-only guard.

const request = vi.hoisted(() => ({ cookies: new Map<string, string>(), ip: 1 }));
vi.mock("next/headers", async () => (await import("@/tests/support/fake-request")).mockRequestHeaders(request, "198.19.2"));
vi.mock("react", async (original) => ({ ...(await original<typeof import("react")>()), cache: <T>(fn: T) => fn }));

const PASSWORD = "dev-test-password";
const TOKEN = "dev-webhook-token-0123456789";
let db: TestDb;
let fake: FakeSmoobu;
let site: { url: string; close(): Promise<void> };

async function signInAs(email: string | null) {
  request.cookies = new Map();
  request.ip++;
  await db.prisma.rateLimitHit.deleteMany();
  if (email) expect((await signInAction("en", { email, password: PASSWORD })).data?.ok).toBe(true);
}

beforeAll(async () => {
  process.env.AUTH_SECRET = "integration-test-secret-with-enough-length-1234567890";
  db = await createTestDb();
  fake = await startSignedFake({ apartments: [{ id: 1946201, name: "Chalet Allalin" }] });
  site = await serveRoute(POST);
  useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SITE_URL: site.url });
  resetEnvCache();
  for (const [email, role] of [["admin@dev.test", "admin"], ["guest@dev.test", "guest"]] as const) {
    await db.prisma.user.create({ data: { email, passwordHash: await hashPassword(PASSWORD), emailVerified: new Date(), roles: { create: [{ role }] } } });
  }
  await db.prisma.property.create({ data: { slug: "chalet-allalin", name: "Chalet Allalin", location: "Saas-Fee", maxGuests: 6, bedrooms: 3, bathrooms: 2, smoobuPropertyId: 1946201 } });
});

afterAll(async () => {
  // The webhook queued each delivery's job (handled inline by the action): stop the queue it started.
  await stopBoss();
  await site?.close();
  await fake?.close();
  await db?.drop();
});

describe("developer tools", () => {
  it("are for admins only", async () => {
    await signInAs(null);
    expect((await testApiConnectionAction("en")).serverError?.code).toBe("signInRequired");
    await signInAs("guest@dev.test");
    expect((await testApiConnectionAction("en")).serverError?.code).toBe("forbidden");
    expect((await sendTestWebhookAction("en", { action: "newReservation" })).serverError?.code).toBe("forbidden");
    expect((await deleteTestBookingAction("en")).serverError?.code).toBe("forbidden");
  });

  it("test the API connection: who we are, the apartments, the channels, the direct channel and the scheme", async () => {
    await signInAs("admin@dev.test");
    fake.addBooking({ id: 7_700_001, type: "reservation", arrival: "2031-01-05", departure: "2031-01-08", apartment: { id: 1946201, name: "Chalet Allalin" }, channel: { id: 70, name: "Homepage" } });
    await db.prisma.channel.upsert({ where: { smoobuChannelId: 465614 }, create: { smoobuChannelId: 465614, name: "Booking.com" }, update: {} });
    useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SITE_URL: site.url, SMOOBU_DIRECT_CHANNEL_ID: "70" });
    resetEnvCache();
    expect((await testApiConnectionAction("en")).data).toEqual({
      ok: true,
      name: "Fake Host",
      email: "host@example.com",
      apartments: [{ id: 1946201, name: "Chalet Allalin" }],
      channels: [
        { id: 465614, name: "Booking.com", seenNow: false },
        { id: 70, name: "Homepage", seenNow: true },
      ],
      directChannelId: 70,
    });
    useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SITE_URL: site.url, SMOOBU_DIRECT_CHANNEL_ID: "" });
    resetEnvCache();
    expect((await testApiConnectionAction("en")).data).toMatchObject({ ok: true, directChannelId: null });
  });

  it("a refused signature comes back as a 401 of kind auth, so the page can explain it", async () => {
    await signInAs("admin@dev.test");
    useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SITE_URL: site.url, SMOOBU_API_SECRET: "wrong-secret" });
    resetEnvCache();
    const signed = await testApiConnectionAction("en");
    expect(signed.data).toMatchObject({ ok: false, status: 401, kind: "auth" });
    expect(signed.data?.ok === false && signed.data.detail).toContain("401");
    useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SITE_URL: site.url });
    resetEnvCache();
  });

  it("without the signing secret, says in each language that it is missing and that Smoobu refuses unsigned requests since 2026-10-31, and sends nothing", async () => {
    await signInAs("admin@dev.test");
    useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SITE_URL: site.url, SMOOBU_API_SECRET: "" });
    resetEnvCache();
    const before = fake.requests.length;
    try {
      const said = {
        en: (await testApiConnectionAction("en")).serverError,
        de: (await testApiConnectionAction("de")).serverError,
        fr: (await testApiConnectionAction("fr")).serverError,
      };
      expect(said.en).toMatchObject({ code: "smoobuSecretMissing", message: expect.stringMatching(/SMOOBU_API_SECRET\) is missing\. Since 31 October 2026 Smoobu refuses requests that are not signed/) });
      expect(said.de?.message).toMatch(/SMOOBU_API_SECRET\) fehlt\. Seit dem 31\. Oktober 2026 lehnt Smoobu unsignierte Anfragen ab/);
      expect(said.fr?.message).toMatch(/SMOOBU_API_SECRET\) manque\. Depuis le 31 octobre 2026, Smoobu refuse les requêtes non signées/);
      expect(fake.requests.length).toBe(before);
    } finally {
      useFakeEnv(fake, { SMOOBU_WEBHOOK_TOKEN: TOKEN, SITE_URL: site.url });
      resetEnvCache();
    }
  });

  it("send the test booking through the webhook: stored only once Smoobu knows it, in every action, then delete it", async () => {
    await signInAs("admin@dev.test");
    // Smoobu does not know the test booking: the webhook works, but nothing is stored.
    expect((await sendTestWebhookAction("en", { action: "newReservation" })).data).toEqual({ status: 200, outcome: expect.stringMatching(/^unconfirmed: Smoobu answers 404 for booking 99999999/) });
    expect(await db.prisma.booking.findUnique({ where: { smoobuBookingId: TEST_BOOKING_ID } })).toBeNull();
    // Once Smoobu holds it (as it would after a real reservation), each action is applied.
    const apartment = { id: 1946201, name: "Chalet Allalin" };
    const inSmoobu = (action: "newReservation" | "updateReservation" | "cancelReservation") => fake.addBooking(testWebhookBody(action, apartment, new Date()).data);
    await new Promise((r) => setTimeout(r, 1_100)); // the next delivery must carry a later timestamp
    inSmoobu("newReservation");
    expect((await sendTestWebhookAction("en", { action: "newReservation" })).data).toEqual({ status: 200, outcome: "created" });
    await new Promise((r) => setTimeout(r, 1_100)); // the next delivery must carry a later timestamp
    inSmoobu("updateReservation");
    expect((await sendTestWebhookAction("en", { action: "updateReservation" })).data).toEqual({ status: 200, outcome: "updated" });
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: TEST_BOOKING_ID } })).adults).toBe(3);
    await new Promise((r) => setTimeout(r, 1_100));
    inSmoobu("cancelReservation");
    expect((await sendTestWebhookAction("en", { action: "cancelReservation" })).data).toEqual({ status: 200, outcome: "updated" });
    expect((await db.prisma.booking.findUniqueOrThrow({ where: { smoobuBookingId: TEST_BOOKING_ID } })).type).toBe("cancelled");
    expect((await deleteTestBookingAction("en")).data).toEqual({ deleted: true });
    expect((await deleteTestBookingAction("en")).data).toEqual({ deleted: false });
  });
});
