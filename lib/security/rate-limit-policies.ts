/**
 * Every rate limit of the site in one place, so the limits can be reviewed together and the
 * cleanup job knows the longest window. Counters are per scope and subject (see rateLimitKey).
 */

export interface RateLimitPolicy {
  /** Prefix of the counter key; unique per policy. */
  scope: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

const HOUR = 60 * 60;

export const RATE_LIMITS = {
  /** Quote requests from one address: generous enough for an office behind one NAT. */
  quoteRequestPerIp: { scope: "quote-request:ip", limit: 5, windowSeconds: HOUR },
  /** Quote requests for one e-mail: a person rarely needs more, a script rotating IPs does. */
  quoteRequestPerEmail: { scope: "quote-request:email", limit: 3, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;

/** What the cleanup of old counters must keep. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((p) => p.windowSeconds));
