import { accessRuleFor, stripLocale } from "./access";

/**
 * Public pages that show what a visitor typed (the offer, its checkout, success and cancel pages,
 * the built-in test payment page): they render per request anyway (a token in the path), so they
 * get the nonce-based policy the signed-in area has, and no inline script but Next's own runs
 * there. The prerendered public pages keep the cached policy (lib/security/content-security-policy.ts).
 */
export const VISITOR_INPUT_PREFIXES = ["/offer/", "/pay/"] as const;

/** Whether the page at `localizedPath` (with or without /en, /fr) gets a per-request nonce. */
export function needsNoncedPolicy(localizedPath: string): boolean {
  if (accessRuleFor(localizedPath)) return true;
  const bare = stripLocale(localizedPath);
  return VISITOR_INPUT_PREFIXES.some((prefix) => bare.startsWith(prefix));
}
