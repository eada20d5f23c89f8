import "server-only";
import { getDb, type Db } from "@/lib/db";
import { decideSignInThrottle, type FailureHistory, type SignInFailures, type SignInThrottleDecision } from "@/lib/domain/sign-in-throttle";
import { rateLimitAddress } from "./client-ip-ranges";
import { rateLimitKey } from "./rate-limit";
import { SIGN_IN_FAILURE_SCOPES, SIGN_IN_THROTTLE } from "./rate-limit-policies";

// Failed sign-ins in rate_limit_hits, one row per failure instant (window_start is the instant
// itself, count the failures at that millisecond), so the decision can look back over a sliding
// hour and measure waits from the last failure. Keys are hashed like every other counter.
//
// Every attempt first records itself as a failure, then reads the counts, and removes its row
// again when it is refused or the password turns out right. Recording before reading is what
// keeps parallel requests honest: of N attempts sent at once, the k-th to read sees at least
// k - 1 others, so a burst cannot slip past the allowance the way a read-then-write would.

type RawDb = Pick<Db, "$queryRaw" | "$executeRaw">;

export interface SignInAttempt {
  decision: SignInThrottleDecision;
  /** Failures on the account within the lookback if this attempt turns out to be one. */
  accountFailuresWithThis: number;
  /** The attempt turned out not to be a guess (refused ones are discarded already): nothing counts. */
  discard(): Promise<void>;
  /** The password was right: also forget this address's earlier failures on the account. */
  succeeded(): Promise<void>;
}

function keysFor(email: string, ip: string | null) {
  // An IPv6 client by its /64 (rateLimitAddress); unknown or unreadable peers count together.
  const address = (ip === null ? null : rateLimitAddress(ip)) ?? "unknown";
  return {
    pair: rateLimitKey(SIGN_IN_FAILURE_SCOPES.pair, `${email}\n${address}`),
    account: rateLimitKey(SIGN_IN_FAILURE_SCOPES.account, email),
    address: rateLimitKey(SIGN_IN_FAILURE_SCOPES.address, address),
  };
}

/**
 * Whether the account has signed in from this address (an IPv6 one: its /64) before: a session
 * row, live or ended (ended rows are kept 30 days, lib/data/user-sessions.ts), made from it. The
 * same query runs whether or not the account exists, so its timing tells nothing.
 */
async function isOwnersAddress(client: RawDb, email: string, ip: string | null): Promise<boolean> {
  const address = ip === null ? null : rateLimitAddress(ip);
  if (address === null) return false;
  const rows = await client.$queryRaw<{ ip: string }[]>`
    SELECT DISTINCT s.ip FROM user_sessions s JOIN users u ON u.id = s.user_id
    WHERE u.email = ${email} AND s.ip IS NOT NULL
    LIMIT 200`;
  return rows.some((row) => rateLimitAddress(row.ip) === address);
}

/**
 * Records a sign-in attempt on `email` from `ip` provisionally as a failure and decides whether
 * it may have its password checked. A refused attempt is discarded at once (it checked nothing,
 * so it does not count). An allowed attempt stays recorded as a failure (a wrong password, or a
 * crash before the answer) unless the caller calls succeeded() or discard().
 */
export async function beginSignInAttempt(input: { email: string; ip: string | null; now?: Date }, db?: RawDb): Promise<SignInAttempt> {
  const now = input.now ?? new Date();
  const client = db ?? (await getDb());
  const keys = keysFor(input.email, input.ip);
  const since = new Date(now.getTime() - SIGN_IN_THROTTLE.lookbackSeconds * 1000);

  // One row per statement: a statement that locks several rows (a multi-row upsert, an UPDATE
  // with IN) can deadlock against a parallel attempt's statement that meets them in another order
  // (CI: 40P01 among 20 parallel guesses). A statement holding one row lock never does.
  const all = [keys.pair, keys.account, keys.address];
  for (const key of all) {
    await client.$executeRaw`
      INSERT INTO rate_limit_hits (key, window_start, count) VALUES (${key}, ${now}::timestamptz, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1`;
  }
  // The last failure other than this attempt: its own row counts only if another attempt shares it.
  const rows = await client.$queryRaw<{ key: string; total: number; last: Date | null }[]>`
    SELECT key, SUM(count)::int AS total,
           MAX(window_start) FILTER (WHERE window_start <> ${now}::timestamptz OR count > 1) AS last
    FROM rate_limit_hits
    WHERE key IN (${keys.pair}, ${keys.account}, ${keys.address}) AND window_start > ${since}::timestamptz
    GROUP BY key`;
  const history = (key: string): FailureHistory => {
    const row = rows.find((r) => r.key === key);
    // Our own row is always there; without it (a cleanup racing us) there is nothing else either.
    return { failures: Math.max(0, (row?.total ?? 1) - 1), lastFailureAt: row?.last ? new Date(row.last) : null };
  };
  const failures: SignInFailures = {
    pair: history(keys.pair),
    account: history(keys.account),
    address: history(keys.address),
    ownersAddress: await isOwnersAddress(client, input.email, input.ip),
  };

  const discard = async () => {
    for (const key of all) {
      await client.$executeRaw`
        UPDATE rate_limit_hits SET count = count - 1 WHERE key = ${key} AND window_start = ${now}::timestamptz`;
      await client.$executeRaw`
        DELETE FROM rate_limit_hits WHERE key = ${key} AND window_start = ${now}::timestamptz AND count <= 0`;
    }
  };
  const decision = decideSignInThrottle(failures, now, SIGN_IN_THROTTLE);
  if (!decision.allowed) await discard();
  return {
    decision,
    accountFailuresWithThis: failures.account.failures + 1,
    discard,
    succeeded: async () => {
      await discard();
      await client.$executeRaw`DELETE FROM rate_limit_hits WHERE key = ${keys.pair}`;
    },
  };
}
