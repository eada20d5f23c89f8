import type { FormValue } from "./form";
import { errorBody, type ApiAnswer } from "./http";

/**
 * Idempotency-Key handling as https://docs.stripe.com/api/idempotent_requests describes it:
 * - Stripe "saves the status code and body of the first request made with a given idempotency key
 *   after endpoint execution begins. Retries with the same key return the saved response,
 *   including 500 errors": a replay answers the stored status and body, and does nothing else.
 * - "The idempotency layer compares incoming parameters to those of the original request and
 *   errors if they're not the same": 400 with type idempotency_error (the SDK's
 *   StripeIdempotencyError, node_modules/stripe/cjs/Error.js). Parameters are compared as parsed
 *   values, so the order of the form fields does not matter. The method and path are compared too
 *   (the same key on another endpoint is another request).
 * - Requests refused while validating are not saved (ApiAnswer.save), so the key stays free.
 * - "You can remove keys from the system automatically after they're at least 24 hours old."
 * - Only POST requests are keyed (the SDK keys every v1 POST: RequestSender._defaultIdempotencyKey).
 */

const KEY_LIFETIME_MS = 24 * 3600 * 1000;

interface Stored {
  method: string;
  path: string;
  params: Record<string, FormValue>;
  status: number;
  /** The answer as it was sent: objects change later, a replay must not. */
  json: string;
  at: number;
}

export function sameParams(a: FormValue, b: FormValue): boolean {
  if (typeof a === "string" || typeof b === "string") return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameParams(v, b[i] as FormValue));
  }
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameParams(a[k] as FormValue, b[k] as FormValue));
}

export function mismatchMessage(key: string): string {
  return (
    "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
    `Try using a key other than '${key}' if you meant to execute a different request.`
  );
}

export class IdempotencyStore {
  private readonly stored = new Map<string, Stored>();

  /**
   * Answers a POST: the stored answer for a known key with the same request, an idempotency_error
   * for a known key with another request, otherwise runs `execute` and stores what it answered.
   * `execute` must be synchronous, so no other request can slip in between the check and the store.
   */
  run(key: string | null, method: string, path: string, params: Record<string, FormValue>, execute: () => ApiAnswer): ApiAnswer {
    if (!key) return execute();
    const previous = this.stored.get(key);
    if (previous && Date.now() - previous.at < KEY_LIFETIME_MS) {
      if (previous.method === method && previous.path === path && sameParams(previous.params, params)) {
        return { status: previous.status, body: JSON.parse(previous.json) as unknown, save: true };
      }
      return { status: 400, body: errorBody({ type: "idempotency_error", message: mismatchMessage(key) }), save: false };
    }
    const answer = execute();
    if (answer.save) this.stored.set(key, { method, path, params, status: answer.status, json: JSON.stringify(answer.body), at: Date.now() });
    return answer;
  }
}
