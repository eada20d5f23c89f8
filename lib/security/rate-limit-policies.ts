import type { SignInThrottleRules } from "@/lib/domain/sign-in-throttle";

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
const DAY = 24 * HOUR;

export const RATE_LIMITS = {
  /** Quote requests from one address: generous enough for an office behind one NAT. */
  quoteRequestPerIp: { scope: "quote-request:ip", limit: 5, windowSeconds: HOUR },
  /** Quote requests for one e-mail: a person rarely needs more, a script rotating IPs does. */
  quoteRequestPerEmail: { scope: "quote-request:email", limit: 3, windowSeconds: HOUR },
  /** One "your account is under attack" mail per account and day, however long the attack. */
  signInAlertPerAccount: { scope: "sign-in-alert:email", limit: 1, windowSeconds: DAY },
  signUpPerIp: { scope: "sign-up:ip", limit: 10, windowSeconds: HOUR },
  signUpPerEmail: { scope: "sign-up:email", limit: 3, windowSeconds: HOUR },
  /** Reset and verification mails: each one lands in somebody's inbox, so few per hour. */
  mailLinkPerIp: { scope: "mail-link:ip", limit: 10, windowSeconds: HOUR },
  mailLinkPerEmail: { scope: "mail-link:email", limit: 3, windowSeconds: HOUR },
  /** Setting a new password from a link (guessing links is hopeless, but it hashes a password). */
  resetPasswordPerIp: { scope: "reset-password:ip", limit: 10, windowSeconds: HOUR },
  /** 'Reserve' on a property page: each request holds the dates for 30 minutes. */
  instantBookingPerIp: { scope: "instant-booking:ip", limit: 10, windowSeconds: HOUR },
  /** Pay link pages and their documents from one address: a guest reloads, a guesser is stopped. */
  payLinkPerIp: { scope: "pay-link:ip", limit: 120, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitPolicy>;

/**
 * Sign-in counts failed attempts only (wrong passwords), one row per failure instant, and makes
 * an attempt wait after the last failure (lib/domain/sign-in-throttle.ts):
 *  - account + address: 5 failures in the last hour are free, then 1, 2, 4 … minutes, at most 60;
 *  - account from anywhere: 20 failures free, then 1, 2, 4 … minutes, at most 15, only for
 *    addresses that have failed recently and that the account has never signed in from (a fresh
 *    address and the owner's known one are never held back by it);
 *  - address on any account: 30 failures free (a family behind one router), then as the pair.
 * After 10 failures on one account in the hour its owner gets one mail (signInAlertPerAccount).
 */
export const SIGN_IN_THROTTLE = {
  lookbackSeconds: HOUR,
  baseDelaySeconds: MINUTE,
  pair: { freeFailures: 5, maxDelaySeconds: HOUR },
  account: { freeFailures: 20, maxDelaySeconds: 15 * MINUTE },
  address: { freeFailures: 30, maxDelaySeconds: HOUR },
  alertAfterAccountFailures: 10,
} as const satisfies SignInThrottleRules;

/** Counter scopes of the sign-in failures (one row per failure instant, see rate-limit-sign-in.ts). */
export const SIGN_IN_FAILURE_SCOPES = { pair: "sign-in-fail:pair", account: "sign-in-fail:email", address: "sign-in-fail:ip" } as const;

/** What the cleanup of old counters must keep. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(
  SIGN_IN_THROTTLE.lookbackSeconds,
  ...Object.values(RATE_LIMITS).map((p) => p.windowSeconds),
);
