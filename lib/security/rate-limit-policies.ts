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

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  /** Quote requests from one address: generous enough for an office behind one NAT. */
  quoteRequestPerIp: { scope: "quote-request:ip", limit: 5, windowSeconds: HOUR },
  /** Quote requests for one e-mail: a person rarely needs more, a script rotating IPs does. */
  quoteRequestPerEmail: { scope: "quote-request:email", limit: 3, windowSeconds: HOUR },
  /** Sign-in attempts from one address: a family behind one router mistyping now and then. */
  signInPerIp: { scope: "sign-in:ip", limit: 30, windowSeconds: 15 * MINUTE },
  /** Sign-in attempts on one account: slows password guessing from many addresses to a crawl. */
  signInPerEmail: { scope: "sign-in:email", limit: 10, windowSeconds: 15 * MINUTE },
  signUpPerIp: { scope: "sign-up:ip", limit: 10, windowSeconds: HOUR },
  signUpPerEmail: { scope: "sign-up:email", limit: 3, windowSeconds: HOUR },
  /** Reset and verification mails: each one lands in somebody's inbox, so few per hour. */
  mailLinkPerIp: { scope: "mail-link:ip", limit: 10, windowSeconds: HOUR },
  mailLinkPerEmail: { scope: "mail-link:email", limit: 3, windowSeconds: HOUR },
  /** Setting a new password from a link (guessing links is hopeless, but it hashes a password). */
  resetPasswordPerIp: { scope: "reset-password:ip", limit: 10, windowSeconds: HOUR },
  /** 'Reserve' on a property page: each request holds the dates for 30 minutes. */
  instantBookingPerIp: { scope: "instant-booking:ip", limit: 10, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;

/** What the cleanup of old counters must keep. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(...Object.values(RATE_LIMITS).map((p) => p.windowSeconds));
