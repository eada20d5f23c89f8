import "server-only";
import { createHash } from "node:crypto";
import { getDb, type Db } from "@/lib/db";
import { decideRateLimit, fixedWindow, rateLimitRetentionCutoff, type RateLimitDecision } from "@/lib/domain/rate-limit";

// Fixed-window counters in PostgreSQL (rate_limit_hits), so that every app instance behind the
// load balancer counts against the same limit. The window arithmetic is in lib/domain/rate-limit.

/** The raw-query part of the client (or of a transaction client) this module needs. */
type RawDb = Pick<Db, "$queryRaw">;

export interface ConsumeRateLimitInput {
  /** Scope and subject, e.g. rateLimitKey("quote-request:ip", ip). */
  key: string;
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
  /** Injected by tests; the server's clock otherwise. */
  now?: Date;
}

/**
 * Counts one attempt for `key` and says whether it is within the limit. Every call counts,
 * refused ones included, so hammering a closed window does not reopen it.
 *
 * One atomic upsert: two instances (or two requests of one instance) can never both read the
 * same count, unlike a read-then-write. The SQL is plain PostgreSQL, so it runs on PGlite too.
 */
export async function consumeRateLimit(input: ConsumeRateLimitInput, db?: RawDb): Promise<RateLimitDecision> {
  const now = input.now ?? new Date();
  const window = fixedWindow(now, input.windowSeconds);
  const client = db ?? (await getDb());
  const rows = await client.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_hits (key, window_start, count)
    VALUES (${input.key}, ${window.start}::timestamptz, 1)
    ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit_hits.count + 1
    RETURNING count`;
  const count = rows[0]?.count;
  if (typeof count !== "number") throw new Error(`rate limit upsert returned no count for ${input.key}`);
  return decideRateLimit(count, input.limit, window, now);
}

/**
 * Deletes the counters of windows that are over for every limit of at most
 * `longestWindowSeconds`. Meant for the periodic jobs (lib/jobs, a later issue); counters of
 * finished windows are never read again, so deleting them late is harmless.
 */
export async function cleanupRateLimits(input: { longestWindowSeconds: number; now?: Date }): Promise<number> {
  const cutoff = rateLimitRetentionCutoff(input.now ?? new Date(), input.longestWindowSeconds);
  const db = await getDb();
  const { count } = await db.rateLimitHit.deleteMany({ where: { windowStart: { lt: cutoff } } });
  return count;
}

/**
 * A counter key for `scope` and a subject such as an IP address or an e-mail. The subject is
 * normalised (case, surrounding space) and hashed: the table only has to tell subjects apart,
 * and it should not become a second copy of visitors' addresses.
 */
export function rateLimitKey(scope: string, subject: string): string {
  const digest = createHash("sha256").update(subject.trim().toLowerCase()).digest("hex");
  return `${scope}:${digest.slice(0, 32)}`;
}
