import { describe, expect, it } from "vitest";
import { smoobuRatesSchema } from "@/lib/schemas/smoobu";
import { createSmoobuClient } from "./client";
import { SmoobuError } from "./errors";
import { sign } from "./signing";

// The client against a scripted fetch: headers (HMAC and legacy), the wire query, retries of 429
// (Retry-After) and 5xx, no retry of 4xx, timeouts, typed errors and tolerant parsing.

type Call = { url: string; init: RequestInit };
function scripted(responses: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error("no more responses");
    return next();
  }) as typeof fetch;
  return { calls, fetchFn };
}
const json = (status: number, body: unknown, headers: Record<string, string> = {}) => () => new Response(JSON.stringify(body), { status, headers });
const header = (c: Call | undefined, name: string) => new Headers(c?.init.headers).get(name);
const NOW = new Date("2026-10-04T18:00:00.000Z");

describe("createSmoobuClient", () => {
  it("signs with HMAC: the wire query equals the signed one, fresh nonce per attempt", async () => {
    const { calls, fetchFn } = scripted([json(500, {}), json(200, { data: { "1": [] } })]);
    const client = createSmoobuClient({ baseUrl: "https://login.smoobu.com/api/", apiKey: "k", apiSecret: "s", fetch: fetchFn, retryBaseMs: 1, now: () => NOW });
    expect(await client.rates([2, 1], "2026-07-01", "2026-07-02")).toEqual({ "1": {} });
    const [first, second] = calls;
    expect(second?.url).toBe("https://login.smoobu.com/api/rates?apartments%5B%5D=1&apartments%5B%5D=2&end_date=2026-07-02&start_date=2026-07-01");
    expect(header(second, "X-API-Key")).toBe("k");
    expect(header(second, "X-Timestamp")).toBe("2026-10-04T18:00:00Z");
    expect(header(first, "X-Nonce")).not.toBe(header(second, "X-Nonce"));
    const expected = sign("s", { method: "GET", path: "/api/rates", query: "apartments%5B%5D=1&apartments%5B%5D=2&end_date=2026-07-02&start_date=2026-07-01", timestamp: "2026-10-04T18:00:00Z", nonce: header(second, "X-Nonce") ?? "", body: "", apiKey: "k" });
    expect(header(second, "X-Signature")).toBe(expected);
    expect(header(second, "Api-Key")).toBeNull();
  });

  it("signs a create too, never sends the plain Api-Key header, and sends JSON bodies", async () => {
    const { calls, fetchFn } = scripted([json(200, { id: 55 })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn });
    expect(await client.createReservation({ arrivalDate: "2026-07-01", departureDate: "2026-07-03", apartmentId: 1, channelId: 70, firstName: "A", lastName: "B", email: "a@b.ch" })).toBe(55);
    expect(header(calls[0], "Api-Key")).toBeNull();
    expect(header(calls[0], "X-Signature")).not.toBeNull();
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({ apartmentId: 1 });
  });

  it("waits for X-RateLimit-Retry-After on 429, then succeeds", async () => {
    const now = { t: NOW.getTime() };
    const retryAt = String(Math.floor(NOW.getTime() / 1000) + 1);
    const { calls, fetchFn } = scripted([json(429, { status: 429, detail: "slow down" }, { "X-RateLimit-Retry-After": retryAt }), json(200, { id: 1, firstName: "A", lastName: null, email: null })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn, now: () => new Date(now.t), retryBaseMs: 1 });
    const started = Date.now();
    expect(await client.me()).toMatchObject({ id: 1, firstName: "A" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(calls).toHaveLength(2);
  });

  it("gives up after the last attempt with a typed error carrying Smoobu's detail", async () => {
    const { calls, fetchFn } = scripted(Array.from({ length: 3 }, () => json(503, { status: 503, title: "Error occurred", detail: "maintenance" })));
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn, maxAttempts: 3, retryBaseMs: 1 });
    const error = await client.apartments().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmoobuError);
    expect(error).toMatchObject({ call: "GET /apartments", status: 503, detail: "maintenance" });
    expect(calls).toHaveLength(3);
  });

  it("does not retry a 4xx; 404 is recognisable", async () => {
    const { calls, fetchFn } = scripted([json(404, { status: 404, title: "Error occurred", detail: "not found" })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn });
    const error = await client.reservation(9).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, notFound: true, call: "GET /reservations/{id}" });
    expect(calls).toHaveLength(1);
  });

  it("times out each attempt", async () => {
    const hang = () => new Promise<Response>(() => {});
    const fetchFn = ((_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(new Error("aborted")));
        void hang();
      })) as unknown as typeof fetch;
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn, timeoutMs: 30, maxAttempts: 2, retryBaseMs: 1 });
    await expect(client.me()).rejects.toMatchObject({ status: 0, detail: "no answer within 30 ms" });
  });

  it("reports a malformed success answer as a typed error", async () => {
    const { fetchFn } = scripted([() => new Response("<html>", { status: 200 })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn });
    await expect(client.me()).rejects.toMatchObject({ status: 200, detail: "answer is not JSON" });
  });

  it("reads pages with the query parameters of the contract and leaves bookings raw", async () => {
    const { calls, fetchFn } = scripted([json(200, { page_count: "2", page_size: 100, total_items: 137, page: 1, bookings: [{ id: 1 }, "junk"] })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn });
    const page = await client.reservations({ arrivalFrom: "2024-01-01", page: 1, pageSize: 100, includePriceElements: true, showCancellation: true });
    expect(page).toMatchObject({ page_count: 2, total_items: 137, bookings: [{ id: 1 }, "junk"] });
    expect(calls[0]?.url).toBe("https://x.test/api/reservations?arrivalFrom=2024-01-01&includePriceElements=true&page=1&pageSize=100&showCancellation=true");
  });
});

describe("rates parsing", () => {
  it("accepts [] for empty maps and reads availability as a boolean", () => {
    const parsed = smoobuRatesSchema.parse({ data: { "1": { "2026-07-01": { price: 120, min_length_of_stay: 2, available: 1 }, "2026-07-02": { price: null, min_length_of_stay: null, available: 0 } }, "2": [] } });
    expect(parsed.data["1"]?.["2026-07-01"]).toEqual({ price: 120, min_length_of_stay: 2, available: true });
    expect(parsed.data["1"]?.["2026-07-02"]).toEqual({ price: null, min_length_of_stay: null, available: false });
    expect(parsed.data["2"]).toEqual({});
    expect(smoobuRatesSchema.parse({ data: [] }).data).toEqual({});
  });

  it.each([
    [1, true],
    [2, true],
    [7, true],
    ["3", true],
    [true, true],
    [0, false],
    ["0", false],
    [false, false],
    [-1, false],
    [null, false],
    ["yes", false],
    [undefined, false],
  ])("reads available %j as open = %s (a count of free units in some sources)", (available, open) => {
    const parsed = smoobuRatesSchema.parse({ data: { "1": { "2026-07-01": { price: 120, min_length_of_stay: 2, available } } } });
    expect(parsed.data["1"]?.["2026-07-01"]?.available).toBe(open);
  });
});

describe("createReservation: exactly one attempt", () => {
  const body = { arrivalDate: "2026-07-01", departureDate: "2026-07-03", apartmentId: 1, channelId: 70, firstName: "A", lastName: "B", email: "a@b.ch" };

  it("is not retried after a 5xx (Smoobu may have saved it): the error says outage", async () => {
    const { calls, fetchFn } = scripted([json(500, { status: 500, detail: "boom" }), json(200, { id: 2 })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn, retryBaseMs: 1 });
    const error = await client.createReservation(body).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, kind: "outage" });
    expect(calls).toHaveLength(1);
  });

  it("is not retried after a timeout: the error says noAnswer", async () => {
    const fetchFn = ((_: string, init?: RequestInit) => new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new Error("aborted"))))) as unknown as typeof fetch;
    let calls = 0;
    const counting = ((url: string, init?: RequestInit) => (calls++, fetchFn(url, init))) as unknown as typeof fetch;
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: counting, timeoutMs: 5_000, createTimeoutMs: 30, retryBaseMs: 1 });
    await expect(client.createReservation(body)).rejects.toMatchObject({ status: 0, kind: "noAnswer", detail: "no answer within 30 ms" });
    expect(calls).toBe(1);
  });

  it("is not retried after a 429 either, and carries Smoobu's wait (seconds form)", async () => {
    const { calls, fetchFn } = scripted([json(429, { status: 429, detail: "slow" }, { "X-RateLimit-Retry-After": "45" }), json(200, { id: 2 })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn, retryBaseMs: 1, now: () => NOW });
    await expect(client.createReservation(body)).rejects.toMatchObject({ status: 429, kind: "rateLimited", retryAfterMs: 45_000 });
    expect(calls).toHaveLength(1);
  });

  it("classifies 401, 403, 422 and 400", async () => {
    for (const [status, kind] of [[401, "auth"], [403, "auth"], [422, "refused"], [400, "refused"], [409, "refused"]] as const) {
      const { fetchFn } = scripted([json(status, { status, title: "Error occurred", detail: "no" })]);
      const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn });
      await expect(client.createReservation(body)).rejects.toMatchObject({ status, kind });
    }
  });
});

describe("X-RateLimit-Retry-After in seconds", () => {
  it("a read waits the seconds given, not 'now' as a unix time of 1970 would say", async () => {
    const { calls, fetchFn } = scripted([json(429, { status: 429 }, { "X-RateLimit-Retry-After": "1" }), json(200, { id: 1, firstName: "A", lastName: null, email: null })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn, now: () => NOW, retryBaseMs: 1 });
    const started = Date.now();
    await client.me();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(calls).toHaveLength(2);
  });

  it("a wait longer than the cap is capped", async () => {
    const { fetchFn } = scripted([json(429, { status: 429 }, { "X-RateLimit-Retry-After": "3600" }), json(200, { id: 1 })]);
    const client = createSmoobuClient({ baseUrl: "https://x.test/api", apiKey: "k", apiSecret: "s", fetch: fetchFn, now: () => NOW, retryBaseMs: 1, maxRetryWaitMs: 200 });
    const started = Date.now();
    await client.me();
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
