import { describe, expect, it } from "vitest";
import { SIGN_IN_THROTTLE } from "@/lib/security/rate-limit-policies";
import { decideSignInThrottle, isSignInAttack, throttleDelaySeconds, type FailureHistory, type SignInFailures, type SignInThrottleRules } from "./sign-in-throttle";

const now = new Date("2027-05-03T08:00:00.000Z");
const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
const none: FailureHistory = { failures: 0, lastFailureAt: null };
const history = (failures: number, lastSecondsAgo: number): FailureHistory => ({ failures, lastFailureAt: secondsAgo(lastSecondsAgo) });
const failures = (over: Partial<SignInFailures>): SignInFailures => ({ pair: none, account: none, address: none, ownersAddress: false, ...over });

const rules: SignInThrottleRules = {
  lookbackSeconds: 3600,
  baseDelaySeconds: 60,
  pair: { freeFailures: 5, maxDelaySeconds: 3600 },
  account: { freeFailures: 20, maxDelaySeconds: 900 },
  address: { freeFailures: 30, maxDelaySeconds: 3600 },
  alertAfterAccountFailures: 10,
};

describe("throttleDelaySeconds", () => {
  const step = { freeFailures: 5, maxDelaySeconds: 3600 };

  it("asks no wait below the allowance", () => {
    for (let n = 0; n < 5; n++) expect(throttleDelaySeconds(n, step, 60)).toBe(0);
  });

  it("doubles from the base delay for every failure beyond the allowance, up to the cap", () => {
    expect([5, 6, 7, 8, 9, 10, 11, 12, 50].map((n) => throttleDelaySeconds(n, step, 60))).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it("stays at the cap for absurd counts instead of overflowing", () => {
    expect(throttleDelaySeconds(1_000_000, step, 60)).toBe(3600);
    expect(throttleDelaySeconds(5 + 31, step, 60)).toBe(3600);
  });

  it("with no allowance, the very first failure earns the base delay", () => {
    expect(throttleDelaySeconds(0, { freeFailures: 0, maxDelaySeconds: 100 }, 10)).toBe(10);
  });
});

describe("decideSignInThrottle", () => {
  it("allows an attempt without any failures", () => {
    expect(decideSignInThrottle(failures({}), now, rules)).toEqual({ allowed: true });
  });

  describe("per account and address", () => {
    it("allows up to 4 earlier failures at once", () => {
      expect(decideSignInThrottle(failures({ pair: history(4, 0), account: history(4, 0), address: history(4, 0) }), now, rules)).toEqual({ allowed: true });
    });

    it("after 5 failures asks a minute after the last one, to the second, rounded up", () => {
      const at = (ago: number) => decideSignInThrottle(failures({ pair: history(5, ago), account: history(5, ago), address: history(5, ago) }), now, rules);
      expect(at(0)).toEqual({ allowed: false, limitedBy: "pair", retryAfterSeconds: 60 });
      expect(at(59.001)).toEqual({ allowed: false, limitedBy: "pair", retryAfterSeconds: 1 });
      expect(at(60)).toEqual({ allowed: true });
      expect(at(61)).toEqual({ allowed: true });
    });

    it("doubles the wait with every further failure, capped at an hour", () => {
      const wait = (n: number) => decideSignInThrottle(failures({ pair: history(n, 0), account: history(n, 0), address: history(n, 0) }), now, rules);
      expect([6, 7, 8, 9, 10, 11, 15].map((n) => {
        const d = wait(n);
        return d.allowed ? 0 : d.retryAfterSeconds;
      })).toEqual([120, 240, 480, 960, 1920, 3600, 3600]);
    });

    it("counts a wait from the pair's last failure, not from failures elsewhere", () => {
      const decision = decideSignInThrottle(failures({ pair: history(5, 120), account: history(9, 0), address: history(5, 120) }), now, rules);
      expect(decision).toEqual({ allowed: true });
    });
  });

  describe("per account, loosely", () => {
    it("does not hold back an address without recent failures, however many the account has", () => {
      for (const n of [20, 25, 1_000]) {
        expect(decideSignInThrottle(failures({ account: history(n, 0) }), now, rules)).toEqual({ allowed: true });
      }
    });

    it("holds back an address that failed on this account once the account has 20 failures", () => {
      const decision = decideSignInThrottle(failures({ pair: history(1, 600), account: history(20, 10), address: history(1, 600) }), now, rules);
      expect(decision).toEqual({ allowed: false, limitedBy: "account", retryAfterSeconds: 50 });
    });

    it("holds back an address whose failures were on other accounts too (spraying, then this one)", () => {
      const decision = decideSignInThrottle(failures({ account: history(21, 0), address: history(3, 900) }), now, rules);
      expect(decision).toEqual({ allowed: false, limitedBy: "account", retryAfterSeconds: 120 });
    });

    it("never holds back the owner's address, which only its own failures (pair, address) can slow", () => {
      for (const n of [20, 25, 1_000]) {
        expect(decideSignInThrottle(failures({ pair: history(1, 0), account: history(n, 0), address: history(1, 0), ownersAddress: true }), now, rules)).toEqual({ allowed: true });
      }
      expect(decideSignInThrottle(failures({ pair: history(5, 0), account: history(25, 0), address: history(5, 0), ownersAddress: true }), now, rules)).toEqual({
        allowed: false,
        limitedBy: "pair",
        retryAfterSeconds: 60,
      });
      expect(decideSignInThrottle(failures({ account: history(25, 0), address: history(30, 0), ownersAddress: true }), now, rules)).toEqual({
        allowed: false,
        limitedBy: "address",
        retryAfterSeconds: 60,
      });
    });

    it("lets 19 failures pass and never waits more than 15 minutes", () => {
      expect(decideSignInThrottle(failures({ account: history(19, 0), address: history(1, 0) }), now, rules)).toEqual({ allowed: true });
      expect(decideSignInThrottle(failures({ account: history(500, 0), address: history(1, 0) }), now, rules)).toEqual({
        allowed: false,
        limitedBy: "account",
        retryAfterSeconds: 900,
      });
      expect(decideSignInThrottle(failures({ account: history(500, 900), address: history(1, 900) }), now, rules)).toEqual({ allowed: true });
    });
  });

  describe("per address across accounts", () => {
    it("lets 29 failures pass, then waits a minute after the last, doubling, capped at an hour", () => {
      const wait = (n: number) => {
        const d = decideSignInThrottle(failures({ address: history(n, 0) }), now, rules);
        return d.allowed ? 0 : d.retryAfterSeconds;
      };
      expect([29, 30, 31, 32, 36, 37, 100].map(wait)).toEqual([0, 60, 120, 240, 3600, 3600, 3600]);
      expect(decideSignInThrottle(failures({ address: history(30, 0) }), now, rules)).toMatchObject({ limitedBy: "address" });
    });
  });

  it("tells the longest of several waits, so coming back then is not refused by another limit", () => {
    const decision = decideSignInThrottle(failures({ pair: history(5, 0), account: history(25, 0), address: history(31, 0) }), now, rules);
    expect(decision).toEqual({ allowed: false, limitedBy: "account", retryAfterSeconds: 900 });
    const pairLongest = decideSignInThrottle(failures({ pair: history(11, 0), account: history(25, 0), address: history(31, 0) }), now, rules);
    expect(pairLongest).toEqual({ allowed: false, limitedBy: "pair", retryAfterSeconds: 3600 });
  });

  it("treats a count without a time as no wait (nothing to measure from)", () => {
    expect(decideSignInThrottle(failures({ pair: { failures: 9, lastFailureAt: null } }), now, rules)).toEqual({ allowed: true });
  });
});

describe("isSignInAttack", () => {
  it("from the 10th failure on the account within the lookback", () => {
    expect([1, 9, 10, 11, 500].map((n) => isSignInAttack(n, rules))).toEqual([false, false, true, true, true]);
  });
});

describe("the site's rules over time (a simulation of the counting the database does)", () => {
  type Attempt = { at: number; ip: string; email: string };
  /** Plays `attempts` (seconds from 0) through the rules, keeping failures like the table does. */
  function play(attempts: Attempt[], rightPassword: (a: Attempt) => boolean) {
    const log: { at: number; ip: string; email: string }[] = [];
    /** Account and address pairs that have signed in (a session row, in the database). */
    const signedIn = new Set<string>();
    const recent = (t: number, match: (f: (typeof log)[number]) => boolean): FailureHistory => {
      const hits = log.filter((f) => f.at > t - SIGN_IN_THROTTLE.lookbackSeconds && match(f));
      return { failures: hits.length, lastFailureAt: hits.length ? new Date(Math.max(...hits.map((f) => f.at)) * 1000) : null };
    };
    return attempts.map((a) => {
      const decision = decideSignInThrottle(
        {
          pair: recent(a.at, (f) => f.ip === a.ip && f.email === a.email),
          account: recent(a.at, (f) => f.email === a.email),
          address: recent(a.at, (f) => f.ip === a.ip),
          ownersAddress: signedIn.has(`${a.email}\n${a.ip}`),
        },
        new Date(a.at * 1000),
        SIGN_IN_THROTTLE,
      );
      if (decision.allowed && !rightPassword(a)) log.push(a);
      if (decision.allowed && rightPassword(a)) signedIn.add(`${a.email}\n${a.ip}`);
      return decision;
    });
  }

  it("one address hammering one account every second gets at most 11 guesses in any hour", () => {
    const attempts = Array.from({ length: 3 * 3600 }, (_, i) => ({ at: i, ip: "a", email: "owner" }));
    const decisions = play(attempts, () => false);
    const guessedAt = attempts.filter((_, i) => decisions[i]?.allowed).map((a) => a.at);
    for (const start of guessedAt) expect(guessedAt.filter((t) => t >= start && t < start + 3600).length).toBeLessThanOrEqual(11);
    expect(guessedAt.length).toBeGreaterThan(11); // slowed, not closed
  });

  it("the owner signs in from a fresh address at any moment of a distributed attack", () => {
    const attack = Array.from({ length: 2 * 3600 }, (_, i) => ({ at: i, ip: `bot-${i % 500}`, email: "owner" }));
    const owner = (at: number) => ({ at, ip: `home-${at}`, email: "owner" });
    const attempts = [...attack, ...[60, 900, 3599, 7000].map(owner)].sort((x, y) => x.at - y.at);
    const decisions = play(attempts, (a) => a.ip.startsWith("home"));
    attempts.forEach((a, i) => {
      if (a.ip.startsWith("home")) expect(decisions[i]).toEqual({ allowed: true });
    });
  });

  it("the owner who mistyped once at home still signs in there at any moment of a distributed attack", () => {
    const attack = Array.from({ length: 2 * 3600 }, (_, i) => ({ at: i + 200, ip: `bot-${i % 500}`, email: "owner" }));
    const home = (at: number, typo = false) => ({ at, ip: "home", email: "owner", typo });
    const attempts = [home(0), home(100, true), ...attack, ...[900, 3599, 7000].map((at) => home(at))].sort((x, y) => x.at - y.at);
    const decisions = play(attempts, (a) => a.ip === "home" && !("typo" in a && a.typo));
    attempts.forEach((a, i) => {
      if (a.ip === "home") expect(decisions[i], `home at ${a.at}`).toEqual({ allowed: true });
    });
  });

  it("a distributed attack from 500 addresses gets about one guess per address and hour (waits never over 15 minutes)", () => {
    const attempts = Array.from({ length: 2 * 3600 }, (_, i) => ({ at: i, ip: `bot-${i % 500}`, email: "owner" }));
    const decisions = play(attempts, () => false);
    const guessesIn = (hour: number) => decisions.filter((d, i) => d.allowed && Math.floor((attempts[i]?.at ?? 0) / 3600) === hour).length;
    // Each address's first guess, plus one per account-wide wait: far fewer than the 3,600 tried per hour.
    expect(guessesIn(0)).toBeGreaterThanOrEqual(500);
    expect(guessesIn(0)).toBeLessThan(520);
    expect(guessesIn(1)).toBeLessThan(520);
    for (const d of decisions) if (!d.allowed) expect(d.retryAfterSeconds).toBeLessThanOrEqual(900);
  });
});
