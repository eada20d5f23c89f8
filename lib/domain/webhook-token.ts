import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Constant-time comparison of the webhook's URL token with the configured one. Both sides are
 * hashed first so that neither the length nor a common prefix leaks through timing. No
 * configured token means no webhook is accepted.
 */
export function webhookTokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}
