/**
 * Fixed-window rate limiting, the arithmetic only: which window an instant falls into, and what a
 * counter value in that window means for the caller. The counter itself lives in PostgreSQL
 * (lib/security/rate-limit.ts), so every app instance shares it.
 *
 * Fixed windows are coarse (a burst at the end of one window and the start of the next may reach
 * twice the limit) but cost one row and one atomic upsert per check, which is enough for forms.
 */

export interface RateLimitWindow {
  /** Inclusive start of the window the instant falls into. */
  start: Date;
  /** Exclusive end: the first instant of the next window. */
  end: Date;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Attempts left in this window after this one (0 when refused). */
  remaining: number;
  /** Whole seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive whole number, got ${value}`);
}

/**
 * The window of `windowSeconds` that contains `now`. Windows are aligned to the Unix epoch, so
 * every instance computes the same boundaries without coordination.
 */
export function fixedWindow(now: Date, windowSeconds: number): RateLimitWindow {
  assertPositiveInteger("windowSeconds", windowSeconds);
  const size = windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / size) * size;
  return { start: new Date(startMs), end: new Date(startMs + size) };
}

/**
 * What the `count`-th attempt in `window` means under `limit` attempts per window: the first
 * `limit` attempts pass, every later one is refused until the window ends.
 */
export function decideRateLimit(count: number, limit: number, window: RateLimitWindow, now: Date): RateLimitDecision {
  assertPositiveInteger("limit", limit);
  if (count <= limit) return { allowed: true, remaining: limit - count, retryAfterSeconds: 0 };
  // Round up: telling a client to come back a fraction of a second early only earns a refusal.
  const retryAfterSeconds = Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
  return { allowed: false, remaining: 0, retryAfterSeconds };
}

/**
 * Rows whose window started before this instant are over for every window of at most
 * `longestWindowSeconds` (start + size < now), so they can be deleted. Not aligned to a window
 * boundary on purpose: with sizes that do not divide each other an aligned cutoff could delete
 * a window that is still running.
 */
export function rateLimitRetentionCutoff(now: Date, longestWindowSeconds: number): Date {
  assertPositiveInteger("longestWindowSeconds", longestWindowSeconds);
  return new Date(now.getTime() - longestWindowSeconds * 1000);
}
