/**
 * Reads Smoobu's `X-RateLimit-Retry-After` (or the standard `Retry-After`) as a wait in ms.
 * Sources disagree on its form: a unix time in seconds (INTEGRATIONS.md's first source) or a
 * number of seconds to wait (api-evangelist/smoobu rate-limits/smoobu-rate-limits.yml). Both are
 * accepted: a value that can only be a unix time (after 2001-09-09, i.e. ≥ 1e9) is a moment, a
 * smaller one a number of seconds. Read as a moment, "60" would mean "retry now" and spend every
 * attempt within a second. The wait is capped; null when there is no usable header.
 */
const UNIX_TIME_FLOOR = 1_000_000_000;

export function retryAfterMs(header: string | null | undefined, nowMs: number, capMs: number): number | null {
  const text = header?.trim();
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return null;
  const wait = value >= UNIX_TIME_FLOOR ? value * 1000 - nowMs : value * 1000;
  return Math.min(capMs, Math.max(0, Math.ceil(wait)));
}
