import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  smoobuApartmentSchema,
  smoobuApartmentsSchema,
  smoobuBookingSchema,
  smoobuCreatedSchema,
  smoobuErrorSchema,
  smoobuMeSchema,
  smoobuPriceElementsSchema,
  smoobuRatesSchema,
  smoobuReservationsPageSchema,
  type SmoobuReservationCreate,
} from "@/lib/schemas/smoobu";
import { SmoobuError } from "./errors";
import type { Pacer } from "./pacer";
import { retryAfterMs } from "./retry-after";
import { canonicalQuery, sign, signatureTimestamp, type QueryPairs } from "./signing";

/**
 * Typed client of Smoobu's API (docs/integrations/smoobu.md). Every request is HMAC-signed: Smoobu
 * refuses the plain `Api-Key` header since 2026-10-31, so there is no unsigned mode. A pacer keeps
 * the requests under Smoobu's rate limit instead of waiting for 429s. Reads (and idempotent writes) retry 429 and
 * 5xx with backoff (429 waits for X-RateLimit-Retry-After, in either of its forms, capped); every
 * attempt has its own timeout and a fresh nonce. A create is sent exactly once: Smoobu documents
 * no idempotency key, so a retry after a lost answer could create a second reservation. Its caller
 * looks the reservation up instead (lib/data/smoobu-reservation.ts).
 */

export interface SmoobuClientOptions {
  /** e.g. https://login.smoobu.com/api (the local fake in tests). */
  baseUrl: string;
  apiKey: string;
  /** The signing secret (required: Smoobu refuses unsigned requests). */
  apiSecret: string;
  timeoutMs?: number;
  /** Attempts per call, the first included. */
  maxAttempts?: number;
  /** First backoff step; doubles per attempt. */
  retryBaseMs?: number;
  /** Upper bound of one wait, including Smoobu's Retry-After. */
  maxRetryWaitMs?: number;
  /** Timeout of the one attempt of a create (default: timeoutMs). */
  createTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
  /** Paces every attempt under Smoobu's rate limit (shared by one process's clients); none: unpaced. */
  pacer?: Pacer;
}

export interface ReservationsQuery {
  from?: string;
  to?: string;
  arrivalFrom?: string;
  arrivalTo?: string;
  departureFrom?: string;
  departureTo?: string;
  created_from?: string;
  created_to?: string;
  modifiedFrom?: string;
  modifiedTo?: string;
  apartmentId?: number;
  showCancellation?: boolean;
  excludeBlocked?: boolean;
  includeRelated?: boolean;
  includePriceElements?: boolean;
  page?: number;
  /** 1..100 */
  pageSize?: number;
}

type Query = Record<string, string | number | boolean | undefined> | QueryPairs;

function toPairs(query: Query | undefined): [string, string][] {
  if (!query) return [];
  if (Array.isArray(query)) return query.map(([k, v]) => [k, v]);
  return Object.entries(query as Record<string, string | number | boolean | undefined>)
    .filter((e): e is [string, string | number | boolean] => e[1] !== undefined)
    .map(([k, v]) => [k, typeof v === "boolean" ? (v ? "true" : "false") : String(v)]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function detailOf(text: string): string {
  try {
    const parsed = smoobuErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success) {
      const d = parsed.data.detail;
      if (typeof d === "string" && d) return d;
      if (d !== undefined && d !== null) return JSON.stringify(d);
      if (parsed.data.title) return parsed.data.title;
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.slice(0, 200) || "no detail";
}

export function createSmoobuClient(options: SmoobuClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const base = new URL(options.baseUrl.replace(/\/+$/, "") + "/");
  const basePath = base.pathname.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 20_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const retryBaseMs = options.retryBaseMs ?? 500;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 60_000;
  const now = options.now ?? (() => new Date());

  function headersFor(method: string, path: string, query: string, body: string): Record<string, string> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (body) headers["Content-Type"] = "application/json";
    const timestamp = signatureTimestamp(now());
    const nonce = randomUUID(); // fresh per attempt: Smoobu refuses a replayed nonce
    const signature = sign(options.apiSecret, { method, path, query, timestamp, nonce, body, apiKey: options.apiKey });
    return { ...headers, "X-API-Key": options.apiKey, "X-Timestamp": timestamp, "X-Nonce": nonce, "X-Signature": signature };
  }

  /** Smoobu's requested wait on a 429, in either form, capped. */
  function askedWait(response: Response | null): number | null {
    if (response?.status !== 429) return null;
    const header = response.headers.get("x-ratelimit-retry-after") ?? response.headers.get("retry-after");
    return retryAfterMs(header, now().getTime(), maxRetryWaitMs);
  }

  function retryWait(response: Response | null, attempt: number): number {
    const asked = askedWait(response);
    // A little past the reset, so the retry does not arrive a hair too early.
    if (asked !== null) return Math.min(maxRetryWaitMs, asked + 50);
    return Math.min(maxRetryWaitMs, retryBaseMs * 2 ** (attempt - 1));
  }

  interface CallOptions {
    signal?: AbortSignal;
    attempts?: number;
    timeoutMs?: number;
  }

  async function request<T extends z.ZodType>(call: string, method: string, endpoint: string, schema: T, query?: Query, payload?: unknown, callOptions: CallOptions = {}): Promise<z.infer<T>> {
    const { signal } = callOptions;
    const attempts = callOptions.attempts ?? maxAttempts;
    const attemptTimeoutMs = callOptions.timeoutMs ?? timeoutMs;
    const path = `${basePath}${endpoint}`;
    const queryString = canonicalQuery(toPairs(query));
    // Built by hand, never through URLSearchParams: the wire query must equal the signed one.
    const url = `${base.origin}${path}${queryString ? `?${queryString}` : ""}`;
    const body = payload === undefined ? "" : JSON.stringify(payload);
    for (let attempt = 1; ; attempt++) {
      const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(attemptTimeoutMs)]) : AbortSignal.timeout(attemptTimeoutMs);
      let response: Response | null = null;
      let text = "";
      let failure: SmoobuError;
      try {
        // Paced before each attempt, retries included: a 429 still waits for Smoobu's Retry-After.
        await options.pacer?.take();
        response = await doFetch(url, { method, headers: headersFor(method, path, queryString, body), body: body || undefined, signal: attemptSignal });
        text = await response.text();
        if (response.ok) {
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : {};
          } catch {
            throw new SmoobuError(call, response.status, "answer is not JSON");
          }
          const parsed = schema.safeParse(json);
          if (!parsed.success) throw new SmoobuError(call, response.status, `unexpected answer: ${parsed.error.issues[0]?.message ?? "invalid"}`);
          return parsed.data;
        }
        failure = new SmoobuError(call, response.status, detailOf(text), askedWait(response));
        if (response.status !== 429 && response.status < 500) throw failure;
      } catch (error) {
        if (error instanceof SmoobuError && (error.status === 0 || error.status < 500) && error.status !== 429) throw error;
        if (signal?.aborted) throw new SmoobuError(call, 0, "aborted");
        failure =
          error instanceof SmoobuError
            ? error
            : new SmoobuError(call, 0, attemptSignal.aborted ? `no answer within ${attemptTimeoutMs} ms` : `unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (attempt >= attempts) throw failure;
      await sleep(retryWait(response, attempt));
    }
  }

  return {
    me: (signal?: AbortSignal) => request("GET /me", "GET", "/me", smoobuMeSchema, undefined, undefined, { signal }),
    apartments: async (signal?: AbortSignal) => (await request("GET /apartments", "GET", "/apartments", smoobuApartmentsSchema, undefined, undefined, { signal })).apartments,
    apartment: (id: number, signal?: AbortSignal) => request("GET /apartments/{id}", "GET", `/apartments/${id}`, smoobuApartmentSchema, undefined, undefined, { signal }),
    /** One page; `bookings` stay raw so the caller can skip and count a malformed one. */
    reservations: (query: ReservationsQuery, signal?: AbortSignal) =>
      request("GET /reservations", "GET", "/reservations", smoobuReservationsPageSchema, { ...query } as Query, undefined, { signal }),
    reservation: (id: number, signal?: AbortSignal) => request("GET /reservations/{id}", "GET", `/reservations/${id}`, smoobuBookingSchema, undefined, undefined, { signal }),
    priceElements: async (id: number, signal?: AbortSignal) =>
      (await request("GET /reservations/{id}/price-elements", "GET", `/reservations/${id}/price-elements`, smoobuPriceElementsSchema, undefined, undefined, { signal })).priceElements,
    /** Rates per apartment and day; `end` is inclusive. */
    rates: async (apartmentIds: number[], start: string, end: string, signal?: AbortSignal) =>
      (
        await request("GET /rates", "GET", "/rates", smoobuRatesSchema, [...apartmentIds.map((id) => ["apartments[]", String(id)] as const), ["start_date", start], ["end_date", end]], undefined, { signal })
      ).data,
    /** One attempt, never retried (see above); a SmoobuError's `kind` says what its failure means. */
    createReservation: async (input: SmoobuReservationCreate, signal?: AbortSignal) =>
      (await request("POST /reservations", "POST", "/reservations", smoobuCreatedSchema, undefined, input, { signal, attempts: 1, timeoutMs: options.createTimeoutMs ?? timeoutMs })).id,
    // No PUT /reservations/{id}: nothing here changes a reservation in Smoobu (its update takes guest
    // fields and assistantNotice, never dates; docs/integrations/smoobu.md).
    cancelReservation: (id: number, signal?: AbortSignal) =>
      request("DELETE /reservations/{id}", "DELETE", `/reservations/${id}`, z.unknown(), undefined, undefined, { signal }).then(() => undefined),
  };
}

export type SmoobuClient = ReturnType<typeof createSmoobuClient>;
