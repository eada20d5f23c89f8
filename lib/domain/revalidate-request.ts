import { createHmac, timingSafeEqual } from "node:crypto";

// A signed request to revalidate cache tags. The job workers run outside any Next request, where
// revalidateTag cannot work; they ask their own server over HTTP instead, signing the body with
// the server secret so nobody else can empty the cache.

/** Requests older than this are refused (a captured one cannot be replayed later). */
export const MAX_AGE_MS = 5 * 60 * 1000;

export function signRevalidation(secret: string, body: string): string {
  return createHmac("sha256", `revalidate:${secret}`).update(body).digest("hex");
}

/** The tags of a valid, fresh, correctly signed body; null otherwise. */
export function verifyRevalidation(secret: string | undefined, body: string, signature: string | null, now = Date.now()): string[] | null {
  if (!secret || !signature) return null;
  const expected = Buffer.from(signRevalidation(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const parsed = JSON.parse(body) as { tags?: unknown; at?: unknown };
    if (typeof parsed.at !== "number" || Math.abs(now - parsed.at) > MAX_AGE_MS) return null;
    if (!Array.isArray(parsed.tags) || !parsed.tags.every((t): t is string => typeof t === "string" && t.length > 0 && t.length <= 200)) return null;
    return parsed.tags.slice(0, 500);
  } catch {
    return null;
  }
}
