import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/lib/db";
import { newSecret } from "@/lib/security/tokens";

// Single-use links (e-mail verification, password reset). Only a SHA-256 of the token is stored,
// so a leaked database copy contains no working link.

export type AuthTokenPurpose = "email_verification" | "password_reset";

/** How long a link works. Reset: one hour (spec); verification: a day, mails can be slow to be read. */
export const TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  email_verification: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

type TokenDb = Pick<Db, "authToken">;

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/**
 * A new link token for `userId`. Earlier unused tokens of the same purpose are invalidated, so
 * only the newest mail works (an old reset mail lying in an inbox is no way in).
 */
export async function issueAuthToken(db: TokenDb, userId: string, purpose: AuthTokenPurpose, now = new Date()): Promise<string> {
  const raw = newSecret(32);
  await db.authToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } });
  await db.authToken.create({
    data: { userId, purpose, tokenHash: hashToken(raw), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]) },
  });
  return raw;
}

/**
 * Uses a token once: marks it used and returns its user, or null when it is unknown, used,
 * expired or of another purpose. One conditional UPDATE, so two clicks racing each other cannot
 * both succeed.
 */
export async function consumeAuthToken(db: TokenDb, raw: string, purpose: AuthTokenPurpose, now = new Date()): Promise<string | null> {
  const tokenHash = hashToken(raw);
  const { count } = await db.authToken.updateMany({
    where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count !== 1) return null;
  const token = await db.authToken.findUnique({ where: { tokenHash }, select: { userId: true } });
  return token?.userId ?? null;
}
