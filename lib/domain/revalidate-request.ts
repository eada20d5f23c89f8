import { createHmac, timingSafeEqual } from "node:crypto";

// A signed request to revalidate cache tags. The job workers run outside any Next request, where
// revalidateTag cannot work; they ask their own server over HTTP instead, signing the body with
// the server secret so nobody else can empty the cache. Each body carries a random nonce that the
// server accepts once (lib/data/revalidate-nonces.ts): a captured request cannot be replayed.

/** Requests older than this are refused (a captured one cannot be replayed later). */
export const MAX_AGE_MS = 5 * 60 * 1000;

/**
 * How long a used nonce is remembered. A body is accepted while |now - at| <= MAX_AGE_MS, so its
 * nonce can come back at most 2 * MAX_AGE_MS after it was first seen; a minute more for clocks.
 */
export const NONCE_RETENTION_MS = 2 * MAX_AGE_MS + 60 * 1000;

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

export interface Revalidation {
  tags: string[];
  /** Accepted once: the endpoint records it before revalidating. */
  nonce: string;
}

/** The body the workers sign: the tags, the time it was made and a nonce (16 to 64 of [A-Za-z0-9_-]). */
export function revalidationBody(tags: string[], at: number, nonce: string): string {
  return JSON.stringify({ tags, at, nonce });
}

export function signRevalidation(secret: string, body: string): string {
  return createHmac("sha256", `revalidate:${secret}`).update(body).digest("hex");
}

/** The tags and nonce of a valid, fresh, correctly signed body; null otherwise. */
export function verifyRevalidation(secret: string | undefined, body: string, signature: string | null, now = Date.now()): Revalidation | null {
  if (!secret || !signature) return null;
  const expected = Buffer.from(signRevalidation(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(body) as { tags?: unknown; at?: unknown; nonce?: unknown };
    if (typeof parsed.at !== "number" || Math.abs(now - parsed.at) > MAX_AGE_MS) return null;
    if (typeof parsed.nonce !== "string" || !NONCE.test(parsed.nonce)) return null;
    if (!Array.isArray(parsed.tags) || !parsed.tags.every((t): t is string => typeof t === "string" && t.length > 0 && t.length <= 200)) return null;
    return { tags: parsed.tags.slice(0, 500), nonce: parsed.nonce };
  } catch {
    return null;
  }
}
