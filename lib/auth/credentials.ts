import "server-only";
import { getDb } from "@/lib/db";
import { consumeRateLimit, rateLimitKey } from "@/lib/security/rate-limit";
import { RATE_LIMITS, type RateLimitPolicy } from "@/lib/security/rate-limit-policies";
import { hashPassword, verifyPassword } from "./password";

export type CredentialsFailure =
  | { ok: false; reason: "invalidCredentials" | "emailNotVerified" | "accountInactive" }
  | { ok: false; reason: "rateLimited"; minutes: number };

export type CredentialsOutcome = { ok: true; user: { id: string; email: string; sessionVersion: number } } | CredentialsFailure;

// Verified against when the address is unknown, so that a wrong address takes as long as a wrong
// password and response times do not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword("timing-equaliser-not-a-password"));

async function limited(policy: RateLimitPolicy, subject: string, now?: Date): Promise<number | null> {
  const decision = await consumeRateLimit({ key: rateLimitKey(policy.scope, subject), limit: policy.limit, windowSeconds: policy.windowSeconds, now });
  return decision.allowed ? null : Math.max(1, Math.ceil(decision.retryAfterSeconds / 60));
}

/**
 * The e-mail + password check behind sign-in (next-auth's authorize calls it, so a request sent
 * straight to /api/auth/callback/credentials gets the same rules): rate limits per address and
 * per e-mail, password, verified address, active account. `email` is already normalised.
 *
 * The password is checked before the account state is told, so only someone who knows the
 * password learns that an account is unverified or deactivated.
 */
export async function authenticateCredentials(
  input: { email: string; password: string },
  ip: string | null,
  now?: Date,
): Promise<CredentialsOutcome> {
  const byIp = await limited(RATE_LIMITS.signInPerIp, ip ?? "unknown", now);
  if (byIp !== null) return { ok: false, reason: "rateLimited", minutes: byIp };
  const byEmail = await limited(RATE_LIMITS.signInPerEmail, input.email, now);
  if (byEmail !== null) return { ok: false, reason: "rateLimited", minutes: byEmail };

  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, email: true, passwordHash: true, emailVerified: true, status: true, sessionVersion: true },
  });
  if (!user?.passwordHash) {
    await verifyPassword(await timingDummy(), input.password);
    return { ok: false, reason: "invalidCredentials" };
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) return { ok: false, reason: "invalidCredentials" };
  if (user.status !== "active") return { ok: false, reason: "accountInactive" };
  if (!user.emailVerified) return { ok: false, reason: "emailNotVerified" };
  return { ok: true, user: { id: user.id, email: user.email, sessionVersion: user.sessionVersion } };
}
