import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { canonicalQuery, sign } from "@/lib/integrations/smoobu/signing";
import { filterBookings } from "./filters";
import { generateBookings, priceElementsFor, smoobuStamp, type GenerateOptions, type WireBooking } from "./generate";

/**
 * A local stand-in for Smoobu's API (INTEGRATIONS.md) on 127.0.0.1: apartments, reservations,
 * price elements and rates in memory; paging and the filters the client uses; HMAC (or legacy
 * Api-Key) verification including "the wire query is the signed, canonical one"; injected
 * 429/5xx; and a webhook sender. Used by integration tests, e2e, bench and `SMOOBU_FAKE=1`.
 */

export interface FakeSmoobuOptions {
  apiKey: string;
  /** When set, every request must be HMAC-signed with it; otherwise the legacy Api-Key header. */
  apiSecret?: string;
  apartments?: { id: number; name: string }[];
  bookings?: WireBooking[];
  /** A fixed port (the e2e server's fake, which specs reach from outside); default: any free one. */
  port?: number;
}

export interface FakeSmoobuRequest {
  method: string;
  path: string;
  query: string;
  status: number;
  nonce: string | null;
  /** When it arrived (Date.now()). */
  at: number;
  /** The X-RateLimit-Retry-After sent with a 429 (unix seconds), if any. */
  retryAfter: string | null;
}

/** An injected failure: the status, and for 429 when the limit resets (null: no header at all). */
export interface InjectedFailure {
  status: number;
  retryAfterSeconds?: number | null;
}
/** Decides per request whether it fails (fault tests): `index` counts API requests from 0. */
export type FailureRule = (request: { index: number; method: string; path: string; query: URLSearchParams; now: number }) => InjectedFailure | null;

export type WebhookAction = "newReservation" | "updateReservation" | "cancelReservation" | "deleteReservation" | "updateRates" | "newMessage";

export interface FakeSmoobu {
  /** Base URL ending in /api, for SMOOBU_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  apartments: Map<number, { id: number; name: string }>;
  bookings: Map<number, WireBooking | Record<string, unknown>>;
  priceElements: Map<number, unknown[]>;
  /** apartment id → day → {price, min_length_of_stay, available} */
  rates: Map<number, Record<string, { price: number | null; min_length_of_stay: number | null; available: 0 | 1 }>>;
  requests: FakeSmoobuRequest[];
  /**
   * The next `n` API requests answer `status`. A 429 carries X-RateLimit-Retry-After: the reset
   * `retryAfterSeconds` from now (default 0), or no header when it is null.
   */
  failNext(n: number, status: number, options?: { retryAfterSeconds?: number | null }): void;
  /** Every later request asks `rule` first (null removes it); failNext still goes first. */
  failWhen(rule: FailureRule | null): void;
  /** Adds `count` generated bookings (with price elements) and returns them. */
  generate(options: GenerateOptions): WireBooking[];
  addBooking(b: WireBooking | Record<string, unknown>): void;
  sendWebhook(appUrl: string, action: WebhookAction, booking: unknown): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}
const problem = (res: http.ServerResponse, status: number, detail: string, headers: Record<string, string> = {}) =>
  send(res, status, { status, title: "Error occurred", detail }, headers);

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function header(req: http.IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === "string" ? v : null;
}

export async function startFakeSmoobu(options: FakeSmoobuOptions): Promise<FakeSmoobu> {
  const apartments = new Map((options.apartments ?? []).map((a) => [a.id, a]));
  const bookings = new Map<number, WireBooking | Record<string, unknown>>();
  const priceElements = new Map<number, unknown[]>();
  const rates: FakeSmoobu["rates"] = new Map();
  const requests: FakeSmoobuRequest[] = [];
  const seenNonces = new Set<string>();
  let failures: { left: number } & InjectedFailure = { left: 0, status: 500 };
  let rule: FailureRule | null = null;
  let nextId = 90_000_000;

  const addBooking = (b: WireBooking | Record<string, unknown>) => {
    const id = Number(b.id);
    bookings.set(id, b);
    if (typeof b.price === "number" && !priceElements.has(id)) priceElements.set(id, priceElementsFor(b as WireBooking));
  };
  for (const b of options.bookings ?? []) addBooking(b);

  function authorize(req: http.IncomingMessage, path: string, rawQuery: string, body: string): string | null {
    if (!options.apiSecret) return header(req, "api-key") === options.apiKey ? null : "verification error";
    const [key, timestamp, nonce, signature] = ["x-api-key", "x-timestamp", "x-nonce", "x-signature"].map((h) => header(req, h));
    if (!key || !timestamp || !nonce || !signature || key !== options.apiKey) return "verification error";
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(timestamp) || Math.abs(Date.parse(timestamp) - Date.now()) > 300_000) return "timestamp out of range";
    if (seenNonces.has(nonce)) return "nonce reused";
    const pairs = [...new URLSearchParams(rawQuery)] as [string, string][];
    if (canonicalQuery(pairs) !== rawQuery) return "query is not canonical";
    const expected = sign(options.apiSecret, { method: req.method ?? "GET", path, query: rawQuery, timestamp, nonce, body, apiKey: key });
    if (!safeEqual(expected, signature)) return "signature mismatch";
    seenNonces.add(nonce);
    return null;
  }

  function handle(method: string, path: string, q: URLSearchParams, body: string, res: http.ServerResponse): void {
    const m = /^\/api\/(me|apartments|reservations|rates)(?:\/(\d+))?(?:\/(price-elements))?$/.exec(path);
    if (!m) return problem(res, 404, "not found");
    const [, resource, idText, sub] = m;
    const id = idText ? Number(idText) : null;
    if (resource === "me" && method === "GET") return send(res, 200, { id: 1306068, firstName: "Fake", lastName: "Host", email: "host@example.com" });
    if (resource === "apartments" && method === "GET") {
      if (id === null) return send(res, 200, { apartments: [...apartments.values()] });
      const a = apartments.get(id);
      if (!a) return problem(res, 404, "apartment not found");
      return send(res, 200, { ...a, location: { city: "Saas-Fee", country: "CH", latitude: "46.1", longitude: "7.9" }, timeZone: "Europe/Zurich", rooms: { maxOccupancy: 6, bedrooms: 3, bathrooms: 2 }, currency: "CHF", price: { minimal: "150", maximal: "400" }, type: { id: 1, name: "Chalet" } });
    }
    if (resource === "rates" && method === "GET") {
      const ids = q.getAll("apartments[]").map(Number);
      const start = q.get("start_date") ?? "";
      const end = q.get("end_date") ?? "";
      if (!ids.length || !/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return problem(res, 400, "apartments[], start_date and end_date are required");
      const data: Record<string, unknown> = {};
      for (const aid of ids) {
        const days = rates.get(aid) ?? {};
        const inRange = Object.entries(days).filter(([d]) => d >= start && d <= end);
        data[String(aid)] = inRange.length ? Object.fromEntries(inRange) : [];
      }
      return send(res, 200, { data });
    }
    if (resource !== "reservations") return problem(res, 405, "method not allowed");
    if (id !== null && sub) {
      if (!bookings.has(id)) return problem(res, 404, "booking not found");
      return send(res, 200, { priceElements: priceElements.get(id) ?? [] });
    }
    if (id !== null && method === "GET") {
      const b = bookings.get(id);
      return b ? send(res, 200, b) : problem(res, 404, "booking not found");
    }
    if (id !== null && method === "DELETE") {
      const b = bookings.get(id);
      if (!b) return problem(res, 404, "booking not found");
      bookings.set(id, { ...b, type: "cancellation", modifiedAt: smoobuStamp(new Date()) });
      return send(res, 200, { id });
    }
    if (method === "POST" || method === "PUT") {
      let input: Record<string, unknown>;
      try {
        input = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return problem(res, 400, "invalid JSON");
      }
      if (method === "PUT") {
        const b = id === null ? undefined : bookings.get(id);
        if (!b || id === null) return problem(res, 404, "booking not found");
        bookings.set(id, { ...b, type: "modification of booking", modifiedAt: smoobuStamp(new Date()), ...(input.arrivalDate ? { arrival: input.arrivalDate } : {}), ...(input.departureDate ? { departure: input.departureDate } : {}) });
        return send(res, 200, { id });
      }
      const apartment = apartments.get(Number(input.apartmentId));
      if (!apartment) return problem(res, 400, "unknown apartment");
      const clash = [...bookings.values()].some((b) => (b.apartment as { id?: number } | undefined)?.id === apartment.id && b.type !== "cancellation" && String(b.arrival) < String(input.departureDate) && String(input.arrivalDate) < String(b.departure));
      if (clash) return problem(res, 400, "The apartment is not available for the requested dates");
      const newId = nextId++;
      const now = smoobuStamp(new Date());
      addBooking({ id: newId, type: "reservation", arrival: input.arrivalDate, departure: input.departureDate, "created-at": now, modifiedAt: now, apartment, channel: { id: Number(input.channelId ?? 465612), name: "Direct" }, "guest-name": `${String(input.firstName ?? "")} ${String(input.lastName ?? "")}`.trim(), email: input.email ?? null, phone: input.phone ?? null, adults: input.adults ?? 1, children: input.children ?? 0, price: input.price ?? null, "price-paid": input.priceStatus === 1 ? "Yes" : "No", language: input.language ?? "en" });
      return send(res, 200, { id: newId });
    }
    if (method !== "GET") return problem(res, 405, "method not allowed");
    const pageSize = Number(q.get("pageSize") ?? 25);
    const page = Number(q.get("page") ?? 1);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) return problem(res, 400, "pageSize must be between 1 and 100");
    if (!Number.isInteger(page) || page < 1) return problem(res, 400, "page must be positive");
    const all = filterBookings([...bookings.values()], q);
    const slice = all.slice((page - 1) * pageSize, page * pageSize);
    const withElements = q.get("includePriceElements") === "true" ? slice.map((b) => ({ ...b, priceElements: priceElements.get(Number(b.id)) ?? [] })) : slice;
    return send(res, 200, { page_count: Math.max(1, Math.ceil(all.length / pageSize)), page_size: pageSize, total_items: all.length, page, bookings: withElements });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = req.url ?? "/";
      const qIndex = raw.indexOf("?");
      const path = qIndex < 0 ? raw : raw.slice(0, qIndex);
      const rawQuery = qIndex < 0 ? "" : raw.slice(qIndex + 1);
      const method = req.method ?? "GET";
      const log: FakeSmoobuRequest = { method, path, query: rawQuery, status: 0, nonce: header(req, "x-nonce"), at: Date.now(), retryAfter: null };
      const index = requests.length;
      requests.push(log);
      res.on("finish", () => (log.status = res.statusCode));
      let failure: InjectedFailure | null = null;
      if (failures.left > 0) {
        failures.left--;
        failure = failures;
      } else if (rule) failure = rule({ index, method, path, query: new URLSearchParams(rawQuery), now: log.at });
      if (failure) {
        const seconds = failure.retryAfterSeconds === undefined ? 0 : failure.retryAfterSeconds;
        if (failure.status === 429 && seconds !== null) log.retryAfter = String(Math.floor(log.at / 1000) + seconds);
        return problem(res, failure.status, failure.status === 429 ? "rate limit exceeded" : "internal error", log.retryAfter ? { "X-RateLimit-Retry-After": log.retryAfter } : {});
      }
      const body = Buffer.concat(chunks).toString("utf8");
      const denied = authorize(req, path, rawQuery, body);
      if (denied) return problem(res, 401, denied);
      handle(method, path, new URLSearchParams(rawQuery), body, res);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    apiKey: options.apiKey,
    apartments,
    bookings,
    priceElements,
    rates,
    requests,
    failNext(n, status, options = {}) {
      failures = { left: n, status, retryAfterSeconds: options.retryAfterSeconds };
    },
    failWhen(next) {
      rule = next;
    },
    generate(opts) {
      for (const a of opts.apartments) apartments.set(a.id, a);
      const list = generateBookings(opts);
      list.forEach(addBooking);
      return list;
    },
    addBooking,
    async sendWebhook(appUrl, action, booking) {
      const response = await fetch(appUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action, user: 1306068, data: booking }) });
      return { status: response.status, body: await response.text() };
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
