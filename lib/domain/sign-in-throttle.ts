/**
 * Throttling of e-mail + password sign-in, the decision only: given the recent FAILED attempts
 * (wrong password) of this account from this address, of this account from anywhere, and of this
 * address on any account, may this attempt have its password checked, or how long must it wait?
 *
 * Successful sign-ins never count, so the owner cannot use up a budget by signing in, and a
 * stranger's failures never cost the owner more than the stranger's own address:
 *  - per account and address (tight): a few free failures, then a growing wait after the last one;
 *  - per account (loose): many free failures, then a growing wait, capped, for every address that
 *    has failed recently, except the owner's: an address the account has signed in from before
 *    (ownersAddress). A fresh address is not held back either. So the owner signs in from home
 *    after a typo while strangers guess from elsewhere, and each further stranger guess needs
 *    another fresh address. Only the counts of the owner's address (pair, address) hold it back,
 *    and strangers cannot add to those without that address;
 *  - per address (spraying one password over many accounts): like the pair, with a higher allowance.
 *
 * The counting lives in lib/security/rate-limit-sign-in.ts, the numbers in rate-limit-policies.ts.
 */

export interface FailureHistory {
  /** Failed attempts within the lookback, this one not included. */
  failures: number;
  /** When the most recent of them happened; null without failures. */
  lastFailureAt: Date | null;
}

export interface SignInFailures {
  /** This account from this address. */
  pair: FailureHistory;
  /** This account from any address. */
  account: FailureHistory;
  /** This address on any account. */
  address: FailureHistory;
  /**
   * The account has signed in from this address before (an IPv6 address: from its /64). A
   * stranger needs the password to make an address the owner's, so it is not an attacker's way
   * round the account-wide limit.
   */
  ownersAddress: boolean;
}

export interface ThrottleStep {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The longest wait, so that no limit blocks for ever. */
  maxDelaySeconds: number;
}

export interface SignInThrottleRules {
  /** Failures older than this are forgotten. */
  lookbackSeconds: number;
  /** The first wait; each further failure doubles it up to the step's maximum. */
  baseDelaySeconds: number;
  pair: ThrottleStep;
  account: ThrottleStep;
  address: ThrottleStep;
  /** Failures on one account within the lookback after which its owner is told by mail. */
  alertAfterAccountFailures: number;
}

export type SignInThrottleScope = "pair" | "account" | "address";

export type SignInThrottleDecision =
  | { allowed: true }
  | { allowed: false; limitedBy: SignInThrottleScope; /** Whole seconds, at least 1. */ retryAfterSeconds: number };

/**
 * The wait that `failures` earn under `step`: none below the allowance, then the base delay,
 * doubled for every failure beyond the allowance, capped at the step's maximum.
 */
export function throttleDelaySeconds(failures: number, step: ThrottleStep, baseDelaySeconds: number): number {
  if (failures < step.freeFailures) return 0;
  const doublings = failures - step.freeFailures;
  // 2^31 seconds is already beyond any cap; stop doubling before floating point gets silly.
  if (doublings >= 31) return step.maxDelaySeconds;
  return Math.min(baseDelaySeconds * 2 ** doublings, step.maxDelaySeconds);
}

/** Whole seconds from `now` until `lastFailureAt` + `delaySeconds`; 0 when that has passed. */
function secondsLeft(history: FailureHistory, delaySeconds: number, now: Date): number {
  if (delaySeconds === 0 || history.lastFailureAt === null) return 0;
  const until = history.lastFailureAt.getTime() + delaySeconds * 1000;
  // Round up: telling a client to come back a fraction of a second early only earns a refusal.
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Whether an attempt may go on to the password check now. When several limits hold it back,
 * the longest wait is told, so that coming back then is not refused again by another one.
 */
export function decideSignInThrottle(failures: SignInFailures, now: Date, rules: SignInThrottleRules): SignInThrottleDecision {
  const waits: { scope: SignInThrottleScope; seconds: number }[] = [
    { scope: "pair", seconds: secondsLeft(failures.pair, throttleDelaySeconds(failures.pair.failures, rules.pair, rules.baseDelaySeconds), now) },
    { scope: "address", seconds: secondsLeft(failures.address, throttleDelaySeconds(failures.address.failures, rules.address, rules.baseDelaySeconds), now) },
  ];
  // The account-wide limit holds back only addresses that have failed recently: a fresh address
  // (the owner's phone, the office) still gets its attempt while the account is under attack. The
  // owner's own address is never held back by it: its one typo would otherwise let strangers'
  // failures elsewhere lock the owner out (issue 30).
  if (failures.address.failures > 0 && !failures.ownersAddress) {
    const delay = throttleDelaySeconds(failures.account.failures, rules.account, rules.baseDelaySeconds);
    waits.push({ scope: "account", seconds: secondsLeft(failures.account, delay, now) });
  }
  const longest = waits.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  return longest.seconds > 0 ? { allowed: false, limitedBy: longest.scope, retryAfterSeconds: longest.seconds } : { allowed: true };
}

/**
 * Whether the failure just recorded (the account's `accountFailures`-th within the lookback,
 * this one included) means the account is under attack and its owner should be told. Telling
 * once per attack is the caller's part (one alert per account and alert window).
 */
export function isSignInAttack(accountFailures: number, rules: Pick<SignInThrottleRules, "alertAfterAccountFailures">): boolean {
  return accountFailures >= rules.alertAfterAccountFailures;
}
