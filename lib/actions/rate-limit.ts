import "server-only";
import type { RateLimitPolicy } from "@/lib/security/rate-limit-policies";
import { consumeRateLimit, rateLimitKey } from "@/lib/security/rate-limit";
import { ExpectedError } from "./client";

/**
 * Counts one attempt of `subject` (an IP address, an e-mail) under `policy` and stops the action
 * with ExpectedError("rateLimited", { minutes }) when it is over the limit. The action's
 * messages namespace needs an `errors.rateLimited` message with a {minutes} argument.
 */
export async function enforceRateLimit(policy: RateLimitPolicy, subject: string, now?: Date): Promise<void> {
  const decision = await consumeRateLimit({
    key: rateLimitKey(policy.scope, subject),
    limit: policy.limit,
    windowSeconds: policy.windowSeconds,
    now,
  });
  if (!decision.allowed) {
    throw new ExpectedError("rateLimited", { minutes: Math.max(1, Math.ceil(decision.retryAfterSeconds / 60)) });
  }
}
