import "server-only";
import { getDb } from "@/lib/db";
import { isSignInAttack } from "@/lib/domain/sign-in-throttle";
import { enqueueAccountMail } from "@/lib/jobs/account-mail";
import { consumeRateLimit, rateLimitKey } from "@/lib/security/rate-limit";
import { RATE_LIMITS, SIGN_IN_THROTTLE } from "@/lib/security/rate-limit-policies";
import { beginSignInAttempt } from "@/lib/security/rate-limit-sign-in";
import { hashPassword, verifyPassword } from "./password";

export type CredentialsFailure =
  | { ok: false; reason: "invalidCredentials" | "emailNotVerified" | "accountInactive" }
  | { ok: false; reason: "rateLimited"; minutes: number };

export type CredentialsOutcome = { ok: true; user: { id: string; email: string; sessionVersion: number } } | CredentialsFailure;

// Verified against when the address is unknown, so that a wrong address takes as long as a wrong
// password and response times do not reveal which addresses have accounts.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword("timing-equaliser-not-a-password"));

/**
 * Queues the owner's warning once per account and alert window, for any address (the job finds
 * out whether it has an account), so the answer's timing does not depend on it. A failure to
 * queue must not fail the sign-in: it is logged.
 */
async function warnOwner(email: string, now: Date | undefined): Promise<void> {
  try {
    const policy = RATE_LIMITS.signInAlertPerAccount;
    const first = await consumeRateLimit({ key: rateLimitKey(policy.scope, email), limit: policy.limit, windowSeconds: policy.windowSeconds, now });
    if (first.allowed) await enqueueAccountMail({ kind: "signInAttack", email });
  } catch (error) {
    console.error("[auth] could not queue the sign-in attack warning", error);
  }
}

/**
 * The e-mail + password check behind sign-in (next-auth's authorize calls it, so a request sent
 * straight to /api/auth/callback/credentials gets the same rules): throttling of failed attempts
 * (lib/domain/sign-in-throttle.ts), password, verified address, active account. `email` is
 * already normalised. Only a wrong password counts as a failure.
 *
 * The password is checked before the account state is told, so only someone who knows the
 * password learns that an account is unverified or deactivated.
 */
export async function authenticateCredentials(
  input: { email: string; password: string },
  ip: string | null,
  now?: Date,
): Promise<CredentialsOutcome> {
  const attempt = await beginSignInAttempt({ email: input.email, ip, now });
  if (!attempt.decision.allowed) return { ok: false, reason: "rateLimited", minutes: Math.max(1, Math.ceil(attempt.decision.retryAfterSeconds / 60)) };

  const db = await getDb();
  const user = await db.user.findUnique({
    where: { email: input.email },
    select: { id: true, email: true, passwordHash: true, emailVerified: true, status: true, sessionVersion: true },
  });
  // An unknown address costs the same hash and counts the same as a wrong password.
  let passwordRight = false;
  if (user?.passwordHash) passwordRight = await verifyPassword(user.passwordHash, input.password);
  else await verifyPassword(await timingDummy(), input.password);
  if (!user || !passwordRight) {
    // The attempt stays recorded as a failure.
    if (isSignInAttack(attempt.accountFailuresWithThis, SIGN_IN_THROTTLE)) await warnOwner(input.email, now);
    return { ok: false, reason: "invalidCredentials" };
  }
  await attempt.succeeded();
  if (user.status !== "active") return { ok: false, reason: "accountInactive" };
  if (!user.emailVerified) return { ok: false, reason: "emailNotVerified" };
  return { ok: true, user: { id: user.id, email: user.email, sessionVersion: user.sessionVersion } };
}
