import type { FailureKind } from "@/lib/domain/smoobu-create";

/**
 * What a failed Smoobu call means for the caller:
 * - noAnswer: no answer at all (timeout, connection lost); a write may or may not have happened.
 * - outage: 5xx; for a write, Smoobu may still have done it (it can fail after saving).
 * - rateLimited: 429; nothing was done, try again after `retryAfterMs`.
 * - auth: 401/403; our credentials or signature, never the guest's stay.
 * - notFound: 404.
 * - refused: any other 4xx (400, 409, 422...): the request itself was refused. For a create this is
 *   an overlap OR an invalid request: Smoobu's wording is not documented, so only a look at its
 *   reservations can tell them apart (lib/data/smoobu-reservation.ts).
 */
export type SmoobuFailureKind = FailureKind;

export function failureKind(status: number): SmoobuFailureKind {
  if (status === 0) return "noAnswer";
  if (status === 401 || status === 403) return "auth";
  if (status === 429) return "rateLimited";
  if (status === 404) return "notFound";
  if (status >= 500) return "outage";
  return "refused";
}

/** Every failure of the Smoobu client: which call, the HTTP status (0 without an answer), Smoobu's detail. */
export class SmoobuError extends Error {
  override name = "SmoobuError";
  constructor(
    readonly call: string,
    readonly status: number,
    readonly detail: string,
    /** For a 429: how long Smoobu asked us to wait (capped), when it said so. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(`Smoobu ${call} failed${status ? ` (${status})` : ""}: ${detail}`);
  }

  get kind(): SmoobuFailureKind {
    return failureKind(this.status);
  }

  get notFound(): boolean {
    return this.status === 404;
  }
}
