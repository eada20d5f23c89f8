import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { canonicalQuery, sign } from "@/lib/integrations/smoobu/signing";
import {
  AUTH_REFUSED_DETAIL,
  CREATE_GUEST_FIELDS,
  CREATE_REQUIRED_FIELDS,
  DEFAULT_OVERLAP_STATUS,
  DEFAULT_RATES_MAX_DAYS,
  MAX_PAGE_SIZE,
  OVERLAP_DETAIL,
  problem as problemBody,
  RATE_LIMIT_HEADER,
  SIGNATURE_MAX_SKEW_MS,
  UPDATE_FIELDS,
  validationProblem,
  type CreateFault,
  type RateAvailable,
  type RetryAfterForm,
} from "./contract";
import { filterBookings } from "./filters";
import { generateBookings, priceElementsFor, smoobuStamp, type GenerateOptions, type WireBooking } from "./generate";

/**
 * A local stand-in for Smoobu's API on 127.0.0.1, following the public sources collected in
 * ./contract.ts (not our client): apartments, reservations, price elements and rates in memory;
 * paging and the filters the client uses; HMAC verification including "the wire query is the
 * signed, canonical one" (the plain Api-Key header is refused, see contract.ts PLAIN_API_KEY_ENDED); creates refused with 422 for missing fields; overlaps
 * refused; injected 429 (Retry-After as a unix time or in seconds) and 5xx; creates that save and
 * then lose their answer; a silently narrowed rates range; and a webhook sender. Used by
 * integration tests, e2e, bench and `SMOOBU_FAKE=1`.
 */

export interface FakeSmoobuOptions {
  apiKey: string;
  /** Every request must be HMAC-signed with it: Smoobu refuses the plain Api-Key header (contract.ts). */
  apiSecret: string;
  apartments?: { id: number; name: string }[];
  bookings?: WireBooking[];
  /** A fixed port (the e2e server's fake, which specs reach from outside); default: any free one. */
  port?: number;
  /** Fields a create must carry beyond the contract's (e.g. ["phone"]). */
  extraRequiredFields?: string[];
  /** The status of an overlap refusal (contract: unconfirmed, 400 or 422). */
  overlapStatus?: number;
  /** The most days GET /rates serves from start_date; later days are left out silently. */
  ratesMaxDays?: number;
  /**
   * Smoobu's rate limit: at most `limit` requests served within any `windowMs`, then 429 with
   * X-RateLimit-Retry-After (contract.ts SMOOBU_RATE_LIMIT; tests use a small one). None: unlimited.
   */
  rateLimit?: { limit: number; windowMs: number };
}

export interface FakeSmoobuRequest {
  method: string;
  path: string;
  query: string;
  status: number;
  nonce: string | null;
  /** When it arrived (Date.now()). */
  at: number;
  /** The X-RateLimit-Retry-After sent with a 429 (unix seconds or seconds to wait), if any. */
  retryAfter: string | null;
  /** The parsed JSON body of a POST/PUT, if any. */
  body?: Record<string, unknown>;
}

/**
 * An injected failure: the status, and for 429 when the limit resets (null: no header at all),
 * sent as a unix time (default) or as seconds to wait.
 */
export interface InjectedFailure {
  status: number;
  retryAfterSeconds?: number | null;
  retryAfterForm?: RetryAfterForm;
}
/** Decides per request whether it fails (fault tests): `index` counts API requests from 0. */
export type FailureRule = (request: { index: number; method: string; path: string; query: URLSearchParams; now: number }) => InjectedFailure | null;

export interface FakeRateDay {
  price: number | null;
  min_length_of_stay: number | null;
  available: RateAvailable;
}

export type WebhookAction = "newReservation" | "updateReservation" | "cancelReservation" | "deleteReservation" | "updateRates" | "newMessage";

export interface FakeSmoobu {
  /** Base URL ending in /api, for SMOOBU_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  apartments: Map<number, { id: number; name: string }>;
  bookings: Map<number, WireBooking | Record<string, unknown>>;
  priceElements: Map<number, unknown[]>;
  /** apartment id → day → {price, min_length_of_stay, available} (available: a count or a boolean, contract.ts) */
  rates: Map<number, Record<string, FakeRateDay>>;
  requests: FakeSmoobuRequest[];
  /**
   * The next `n` API requests answer `status`. A 429 carries X-RateLimit-Retry-After: the reset
   * `retryAfterSeconds` from now (default 0), or no header when it is null.
   */
  failNext(n: number, status: number, options?: { retryAfterSeconds?: number | null; retryAfterForm?: RetryAfterForm }): void;
  /** The next create is saved, then its answer is lost (the client times out) or is a 500. */
  failNextCreate(fault: CreateFault): void;
  /** Changes how strict the fake is from now on. */
  configure(changes: Partial<Pick<FakeSmoobuOptions, "extraRequiredFields" | "overlapStatus" | "ratesMaxDays" | "rateLimit">>): void;
  /** Live (not cancelled) reservations of an apartment. */
  liveReservations(apartmentId: number): Record<string, unknown>[];
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
const problem = (res: http.ServerResponse, status: number, detail: string, headers: Record<string, string> = {}) => send(res, status, problemBody(status, detail), headers);

const isIsoDay = (v: unknown): v is string => typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** The 422 fields of a create body, per the contract (empty when it may be saved). */
function createValidation(input: Record<string, unknown>, extra: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const f of [...CREATE_REQUIRED_FIELDS, ...CREATE_GUEST_FIELDS, ...extra]) if (isEmpty(input[f])) fields[f] = "Value is required and can't be empty";
  for (const f of ["arrivalDate", "departureDate"]) if (!fields[f] && !isIsoDay(input[f])) fields[f] = "The input does not fit the date format 'Y-m-d'";
  if (!fields.arrivalDate && !fields.departureDate && String(input.departureDate) <= String(input.arrivalDate)) fields.departureDate = "The departure must be after the arrival";
  for (const f of ["apartmentId", "channelId"]) if (!fields[f] && !Number.isInteger(Number(input[f]))) fields[f] = "The input must be an integer";
  return fields;
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function header(req: http.IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return typeof v === "string" ? v : null;
}

export async function startFakeSmoobu(initial: FakeSmoobuOptions): Promise<FakeSmoobu> {
  const settings = { ...initial };
  const options: FakeSmoobuOptions = settings;
  const apartments = new Map((options.apartments ?? []).map((a) => [a.id, a]));
  const bookings = new Map<number, WireBooking | Record<string, unknown>>();
  const priceElements = new Map<number, unknown[]>();
  const rates: FakeSmoobu["rates"] = new Map();
  const requests: FakeSmoobuRequest[] = [];
  const seenNonces = new Set<string>();
  /** When the requests counted against the rate limit arrived (served ones only). */
  let served: number[] = [];
  let failures: { left: number } & InjectedFailure = { left: 0, status: 500 };
  let rule: FailureRule | null = null;
  let createFault: CreateFault | null = null;
  let nextId = 90_000_000;
  const isLive = (b: Record<string, unknown>) => b.type !== "cancellation";

  const addBooking = (b: WireBooking | Record<string, unknown>) => {
    const id = Number(b.id);
    bookings.set(id, b);
    if (typeof b.price === "number" && !priceElements.has(id)) priceElements.set(id, priceElementsFor(b as WireBooking));
  };
  for (const b of options.bookings ?? []) addBooking(b);

  function authorize(req: http.IncomingMessage, path: string, rawQuery: string, body: string): string | null {
    // A request with only the plain header gets the same 401 as a bad signature (PLAIN_API_KEY_ENDED).
    const [key, timestamp, nonce, signature] = ["x-api-key", "x-timestamp", "x-nonce", "x-signature"].map((h) => header(req, h));
    if (!key || !timestamp || !nonce || !signature || key !== options.apiKey) return AUTH_REFUSED_DETAIL;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(timestamp) || Math.abs(Date.parse(timestamp) - Date.now()) > SIGNATURE_MAX_SKEW_MS) return "timestamp out of range";
    if (seenNonces.has(nonce)) return "nonce reused";
    const pairs = [...new URLSearchParams(rawQuery)] as [string, string][];
    if (canonicalQuery(pairs) !== rawQuery) return "query is not canonical";
    const expected = sign(options.apiSecret, { method: req.method ?? "GET", path, query: rawQuery, timestamp, nonce, body, apiKey: key });
    if (!safeEqual(expected, signature)) return "signature mismatch";
    seenNonces.add(nonce);
    return null;
  }

  function handle(method: string, path: string, q: URLSearchParams, body: string, res: http.ServerResponse, log: FakeSmoobuRequest): void {
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
      // Silently narrowed, as a real service may (contract: DEFAULT_RATES_MAX_DAYS).
      const maxDays = options.ratesMaxDays ?? DEFAULT_RATES_MAX_DAYS;
      const last = new Date(Date.parse(`${start}T00:00:00Z`) + (maxDays - 1) * 86_400_000).toISOString().slice(0, 10);
      const servedEnd = end < last ? end : last;
      const data: Record<string, unknown> = {};
      for (const aid of ids) {
        const days = rates.get(aid) ?? {};
        const inRange = Object.entries(days).filter(([d]) => d >= start && d <= servedEnd);
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
      log.body = input;
      if (method === "PUT") {
        const b = id === null ? undefined : bookings.get(id);
        if (!b || id === null) return problem(res, 404, "booking not found");
        // Guest fields and assistantNotice only; dates are not part of the update (UPDATE_FIELDS).
        const changes = Object.fromEntries(Object.entries(UPDATE_FIELDS).filter(([field]) => typeof input[field] === "string").map(([field, wire]) => [wire, input[field]]));
        bookings.set(id, { ...b, ...changes, modifiedAt: smoobuStamp(new Date()) });
        return send(res, 200, { id });
      }
      const invalid = createValidation(input, options.extraRequiredFields ?? []);
      if (Object.keys(invalid).length) return send(res, 422, validationProblem(invalid));
      const apartment = apartments.get(Number(input.apartmentId));
      if (!apartment) return send(res, 422, validationProblem({ apartmentId: "No apartment with this id" }));
      const clash = [...bookings.values()].some((b) => (b.apartment as { id?: number } | undefined)?.id === apartment.id && isLive(b) && String(b.arrival) < String(input.departureDate) && String(input.arrivalDate) < String(b.departure));
      if (clash) return problem(res, options.overlapStatus ?? DEFAULT_OVERLAP_STATUS, OVERLAP_DETAIL);
      const newId = nextId++;
      const now = smoobuStamp(new Date());
      const first = String(input.firstName ?? "");
      const last = String(input.lastName ?? "");
      addBooking({
        id: newId, "reference-id": null, type: "reservation", arrival: input.arrivalDate, departure: input.departureDate, "created-at": now, modifiedAt: now, apartment,
        channel: { id: Number(input.channelId), name: Number(input.channelId) === 465612 ? "Direct" : `Channel ${String(input.channelId)}` },
        "guest-name": `${first} ${last}`.trim(), firstname: first, lastname: last, email: input.email ?? null, phone: input.phone || null,
        adults: input.adults ?? 1, children: input.children ?? 0, "check-in": input.arrivalTime ?? null, "check-out": input.departureTime ?? null, notice: input.notice ?? "",
        price: input.price ?? null, "price-paid": input.priceStatus === 1 ? "Yes" : "No", prepayment: input.prepayment ?? null, "prepayment-paid": input.prepaymentStatus === 1 ? "Yes" : "No",
        deposit: input.deposit ?? null, "deposit-paid": input.depositStatus === 1 ? "Yes" : "No", language: input.language ?? "en", "is-blocked-booking": false,
      });
      const fault = createFault;
      createFault = null;
      // Saved, then the answer is lost: the socket stays silent until the client gives up.
      if (fault === "dropAnswer") return;
      if (fault === "errorAfterCreate") return problem(res, 500, "internal error");
      return send(res, 200, { id: newId });
    }
    if (method !== "GET") return problem(res, 405, "method not allowed");
    const pageSize = Number(q.get("pageSize") ?? 25);
    const page = Number(q.get("page") ?? 1);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) return problem(res, 400, `pageSize must be between 1 and ${MAX_PAGE_SIZE}`);
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
        if (failure.status === 429 && seconds !== null) log.retryAfter = failure.retryAfterForm === "seconds" ? String(seconds) : String(Math.floor(log.at / 1000) + seconds);
        return problem(res, failure.status, failure.status === 429 ? "rate limit exceeded" : "internal error", log.retryAfter ? { [RATE_LIMIT_HEADER]: log.retryAfter } : {});
      }
      if (options.rateLimit) {
        const { limit, windowMs } = options.rateLimit;
        served = served.filter((t) => t > log.at - windowMs);
        if (served.length >= limit) {
          // The moment the oldest counted request leaves the window, as a unix time (contract.ts).
          log.retryAfter = String(Math.ceil(((served[served.length - limit] ?? log.at) + windowMs) / 1000));
          return problem(res, 429, "rate limit exceeded", { [RATE_LIMIT_HEADER]: log.retryAfter });
        }
        served.push(log.at);
      }
      const body = Buffer.concat(chunks).toString("utf8");
      const denied = authorize(req, path, rawQuery, body);
      if (denied) return problem(res, 401, denied);
      handle(method, path, new URLSearchParams(rawQuery), body, res, log);
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
      failures = { left: n, status, retryAfterSeconds: options.retryAfterSeconds, retryAfterForm: options.retryAfterForm };
    },
    configure(changes) {
      Object.assign(settings, changes);
    },
    failNextCreate(fault) {
      createFault = fault;
    },
    liveReservations(apartmentId) {
      return [...bookings.values()].filter((b) => (b.apartment as { id?: number } | undefined)?.id === apartmentId && isLive(b));
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
