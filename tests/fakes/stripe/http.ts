import { randomBytes } from "node:crypto";
import type http from "node:http";
import type { FormValue } from "./form";

/**
 * Stripe's wire format for answers: JSON bodies, errors as
 * `{"error":{"type","code","message","param"}}` with the HTTP status deciding the SDK's error class
 * (node_modules/stripe/cjs/Error.js generateV1Error: 400/404 → StripeInvalidRequestError, or
 * StripeIdempotencyError when type is idempotency_error; 401 → authentication; ≥500 → StripeAPIError).
 * https://docs.stripe.com/api/errors
 */

export interface StripeErrorBody {
  type: "invalid_request_error" | "idempotency_error" | "api_error";
  message: string;
  code?: string;
  param?: string;
}

/** What an endpoint answers. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  /**
   * False when the request was refused before the endpoint began executing (its parameters failed
   * validation): "We save results only after the execution of an endpoint begins. If incoming
   * parameters fail validation ... no idempotent result is saved" (https://docs.stripe.com/api/idempotent_requests).
   */
  save: boolean;
  /** Work that follows the answer (webhook deliveries); not repeated by an idempotent replay. */
  after?: () => Promise<unknown>;
}

export function ok(body: unknown, after?: () => Promise<unknown>): ApiAnswer {
  return { status: 200, body, save: true, ...(after ? { after } : {}) };
}

/** Refused while validating the parameters: not saved for idempotent replay. */
export function invalid(message: string, param?: string, code?: string): ApiAnswer {
  return { status: 400, body: errorBody({ type: "invalid_request_error", message, param, code }), save: false };
}

/** Refused by the endpoint itself (the state of an object): saved like any other answer. */
export function refused(status: number, message: string, extra: { param?: string; code?: string } = {}): ApiAnswer {
  return { status, body: errorBody({ type: "invalid_request_error", message, ...extra }), save: true };
}

/** "No such <object>: '<id>'" with code resource_missing (https://docs.stripe.com/error-codes). */
export function missing(status: 400 | 404, object: string, id: string, param?: string): ApiAnswer {
  return refused(status, `No such ${object}: '${id}'`, { code: "resource_missing", ...(param ? { param } : {}) });
}

export function errorBody(error: { type: StripeErrorBody["type"]; message: string; param?: string | undefined; code?: string | undefined }): { error: StripeErrorBody } {
  return {
    error: {
      type: error.type,
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.param ? { param: error.param } : {}),
    },
  };
}

export function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(7).toString("hex")}` });
  res.end(JSON.stringify(body));
}

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** A list object as Stripe answers it (https://docs.stripe.com/api/pagination). */
export function listOf(url: string, data: unknown[]): { object: "list"; data: unknown[]; has_more: false; url: string } {
  return { object: "list", data, has_more: false, url };
}

export const str = (v: FormValue | undefined): string | undefined => (typeof v === "string" ? v : undefined);
export const list = (v: FormValue | undefined): FormValue[] => (Array.isArray(v) ? v : []);
export const record = (v: FormValue | undefined): Record<string, FormValue> => (v && typeof v === "object" && !Array.isArray(v) ? v : {});
export const metadataOf = (v: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(record(v)).map(([k, value]) => [k, typeof value === "string" ? value : JSON.stringify(value)]));

export const newId = (prefix: string, bytes = 12): string => `${prefix}_${randomBytes(bytes).toString("hex")}`;
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
