import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmoobuClient } from "@/lib/integrations/smoobu/client";
import { DEFAULT_OVERLAP_STATUS, OVERLAP_DETAIL } from "@/tests/fakes/smoobu/contract";
import type { FakeSmoobu } from "@/tests/fakes/smoobu/server";
import { clientFor, signedFetch, startSignedFake, TEST_SMOOBU_KEY, TEST_SMOOBU_SECRET } from "@/tests/support/smoobu";

// The fake Smoobu follows the public sources in tests/fakes/smoobu/contract.ts, not our client:
// creates without the required fields are refused with 422 in Smoobu's error format, overlaps are
// refused, a create can be saved and lose its answer, 429 carries Retry-After in either form, and
// the rates range is narrowed silently.

const KEY = TEST_SMOOBU_KEY;
const APARTMENT = { id: 4_400_001, name: "Chalet Contract" };
let fake: FakeSmoobu;

async function post(body: Record<string, unknown>) {
  const response = await signedFetch(fake, "POST", "/reservations", body);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
const complete = { arrivalDate: "2031-03-01", departureDate: "2031-03-04", apartmentId: APARTMENT.id, channelId: 70, firstName: "Anna", lastName: "Muster", email: "anna@example.ch" };

beforeAll(async () => {
  fake = await startSignedFake({ apartments: [APARTMENT] });
});
afterAll(async () => {
  await fake?.close();
});

describe("authentication", () => {
  it("refuses the plain Api-Key header with 401 and Smoobu's error body, as Smoobu does since 2026-10-31", async () => {
    const plain = await fetch(`${fake.baseUrl}/me`, { headers: { "Api-Key": KEY } });
    expect(plain.status).toBe(401);
    expect(await plain.json()).toEqual({ status: 401, title: "Error occurred", detail: "verification error" });
    const create = await fetch(`${fake.baseUrl}/reservations`, { method: "POST", headers: { "Api-Key": KEY, "content-type": "application/json" }, body: JSON.stringify(complete) });
    expect(create.status).toBe(401);
    expect(fake.liveReservations(APARTMENT.id)).toEqual([]);
  });
});

describe("POST /reservations", () => {
  it("refuses a create without channelId with 422 and the field named", async () => {
    const { channelId: _omit, ...noChannel } = complete;
    const answer = await post(noChannel);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ status: 422, title: "Unprocessable Entity", detail: "Failed Validation", validation_messages: { channelId: { isEmpty: expect.any(String) } } });
    expect(fake.liveReservations(APARTMENT.id)).toEqual([]);
  });

  it("refuses empty guest fields, impossible dates and a departure not after arrival", async () => {
    expect((await post({ ...complete, email: "" })).body).toMatchObject({ validation_messages: { email: expect.anything() } });
    expect((await post({ ...complete, arrivalDate: "2031-02-30" })).body).toMatchObject({ validation_messages: { arrivalDate: expect.anything() } });
    expect((await post({ ...complete, departureDate: complete.arrivalDate })).body).toMatchObject({ validation_messages: { departureDate: expect.anything() } });
  });

  it("saves a complete create with every field it was sent, and refuses an overlap", async () => {
    const created = await post({ ...complete, notice: "Ref. X", phone: "+41 79" });
    expect(created.status).toBe(200);
    const id = Number(created.body.id);
    expect(fake.bookings.get(id)).toMatchObject({ notice: "Ref. X", email: "anna@example.ch", channel: { id: 70 }, firstname: "Anna", lastname: "Muster" });
    const clash = await post({ ...complete, arrivalDate: "2031-03-03", departureDate: "2031-03-06" });
    expect(clash).toEqual({ status: DEFAULT_OVERLAP_STATUS, body: expect.objectContaining({ detail: OVERLAP_DETAIL }) });
    fake.configure({ overlapStatus: 422 });
    expect((await post({ ...complete, arrivalDate: "2031-03-03", departureDate: "2031-03-06" })).status).toBe(422);
    fake.configure({ overlapStatus: undefined });
  });

  it("can save a reservation and lose the answer, or answer 500 after saving", async () => {
    const client = createSmoobuClient({ baseUrl: fake.baseUrl, apiKey: KEY, apiSecret: TEST_SMOOBU_SECRET, createTimeoutMs: 300 });
    fake.failNextCreate("dropAnswer");
    await expect(client.createReservation({ ...complete, arrivalDate: "2031-04-01", departureDate: "2031-04-03" })).rejects.toMatchObject({ kind: "noAnswer" });
    fake.failNextCreate("errorAfterCreate");
    await expect(client.createReservation({ ...complete, arrivalDate: "2031-05-01", departureDate: "2031-05-03" })).rejects.toMatchObject({ kind: "outage", status: 500 });
    const saved = fake.liveReservations(APARTMENT.id).map((b) => b.arrival);
    expect(saved).toEqual(expect.arrayContaining(["2031-04-01", "2031-05-01"]));
  });
});

describe("PUT /reservations/{id}", () => {
  it("updates the guest fields and assistantNotice, never the dates", async () => {
    const created = await post({ ...complete, arrivalDate: "2031-06-01", departureDate: "2031-06-04" });
    const id = Number(created.body.id);
    const put = await signedFetch(fake, "PUT", `/reservations/${id}`, { guestName: "Berta Beispiel", guestEmail: "berta@example.ch", guestPhone: "+41 79 000 00 00", assistantNotice: "late arrival", arrivalDate: "2031-07-01", departureDate: "2031-07-09" });
    expect(put.status).toBe(200);
    expect(fake.bookings.get(id)).toMatchObject({ "guest-name": "Berta Beispiel", email: "berta@example.ch", phone: "+41 79 000 00 00", "assistant-notice": "late arrival", arrival: "2031-06-01", departure: "2031-06-04" });
    expect((await signedFetch(fake, "PUT", "/reservations/1", { guestName: "Nobody" })).status).toBe(404);
  });
});

describe("429", () => {
  it("sends X-RateLimit-Retry-After as a unix time or as seconds", async () => {
    fake.failNext(1, 429, { retryAfterSeconds: 30, retryAfterForm: "seconds" });
    const seconds = await signedFetch(fake, "GET", "/me");
    expect(seconds.status).toBe(429);
    expect(seconds.headers.get("x-ratelimit-retry-after")).toBe("30");
    fake.failNext(1, 429, { retryAfterSeconds: 30 });
    const unix = Number((await signedFetch(fake, "GET", "/me")).headers.get("x-ratelimit-retry-after"));
    expect(unix).toBeGreaterThan(Date.now() / 1000 + 25);
  });
});

describe("GET /rates", () => {
  it("narrows a long range silently", async () => {
    fake.rates.set(APARTMENT.id, { "2031-01-01": { price: 100, min_length_of_stay: 2, available: 1 }, "2031-01-20": { price: 100, min_length_of_stay: 2, available: 1 } });
    fake.configure({ ratesMaxDays: 10 });
    const client = clientFor(fake);
    const data = await client.rates([APARTMENT.id], "2031-01-01", "2031-01-31");
    expect(Object.keys(data[String(APARTMENT.id)] ?? {})).toEqual(["2031-01-01"]);
    fake.configure({ ratesMaxDays: undefined });
  });
});
