/**
 * Where to go after signing in. Only a path on this site is accepted: anything that a browser
 * could resolve to another host (`//evil.com`, `/\evil.com`, `https://…`, `javascript:`) falls
 * back, so /auth?callbackUrl=… can never be used as an open redirect.
 */
export function safeCallbackPath(raw: string | null | undefined, fallback = "/"): string {
  if (!raw) return fallback;
  let value = raw.trim();
  // Absolute URLs are refused even for our own origin: the forms only ever send paths.
  if (/^https?:\/\//i.test(value)) return fallback;
  if (!value.startsWith("/")) return fallback;
  // Browsers treat a backslash like a slash, and tabs/newlines are stripped inside URLs.
  if (/[\\\t\r\n]/.test(value)) return fallback;
  if (value.startsWith("//")) return fallback;
  // Decode once to catch encoded tricks such as /%2F%2Fevil.com.
  try {
    const decoded = decodeURIComponent(value);
    if (decoded.startsWith("//") || /[\\\t\r\n]/.test(decoded)) return fallback;
  } catch {
    return fallback;
  }
  // The sign-in page itself is no destination: it would bounce a signed-in visitor to "/" anyway.
  if (/^\/(en\/|fr\/)?auth(\/|\?|$)/.test(value)) value = fallback;
  return value;
}
