import { getDb } from "@/lib/db/client";
import { cleanupRateLimits } from "@/lib/security/rate-limit";
import { LONGEST_RATE_LIMIT_WINDOW_SECONDS } from "@/lib/security/rate-limit-policies";

/** Sessions ended or expired this long ago are of no use to anyone, their owner's list included. */
export const ENDED_SESSION_RETENTION_MS = 30 * 86_400_000;

/**
 * Hourly: rate-limit rows older than the longest window (sign-in failures are one row each, so
 * the table grows with every attack), and sessions ended or expired a month ago (a user who never
 * signs in again would otherwise keep them for ever; sign-in prunes only its own user's).
 */
export async function runHousekeeping(now = new Date()): Promise<{ rateLimitRows: number; sessions: number }> {
  const rateLimitRows = await cleanupRateLimits({ longestWindowSeconds: LONGEST_RATE_LIMIT_WINDOW_SECONDS, now });
  const before = new Date(now.getTime() - ENDED_SESSION_RETENTION_MS);
  const db = await getDb();
  const { count: sessions } = await db.userSession.deleteMany({ where: { OR: [{ revokedAt: { lt: before } }, { expiresAt: { lt: before } }] } });
  return { rateLimitRows, sessions };
}
