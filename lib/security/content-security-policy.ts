// The Content-Security-Policy, in two strengths (imported by next.config.ts and proxy.ts, so it
// stays free of path aliases and Node-only modules).
//
// Public pages (home, property pages, info, blog...) are prerendered into Next's full-route cache:
// one HTML for every visitor, so it cannot carry a per-request nonce, and Next writes its RSC
// payload as inline <script> tags. A nonce would force every public page into dynamic rendering
// (PERFORMANCE.md wants them cached). So their policy, as next.config.ts sets it, allows inline
// scripts, and the production server (scripts/serve.ts, scripts/lib/hashed-csp.ts) replaces
// 'unsafe-inline' with the hashes of the inline scripts Next and React wrote into that page
// (lib/security/inline-scripts.ts): a script that got into the HTML any other way does not run.
// Without that server (`next dev`, a bare `next start`) the page keeps 'unsafe-inline'.
// Everything else is locked down: no plugins, no <base> hijack, no framing, scripts only from us
// and Google Maps. Stored HTML on those pages is sanitized on the server as well
// (lib/security/sanitize-html.ts).
//
// The signed-in area (admin, team, profile, my bookings) renders per request anyway: proxy.ts gives
// each of those requests a fresh nonce, Next puts it on its own scripts, and the policy allows no
// other inline script ('strict-dynamic' lets those scripts load their chunks and Google Maps).

/** Directives shared by both policies. */
function common(): string[] {
  return [
    "default-src 'self'",
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    // Uploaded photos are ours; review avatars and map tiles come from Google, offer pages may
    // show images of any https host.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https://fonts.gstatic.com",
    "connect-src 'self' https://*.googleapis.com https://*.gstatic.com",
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Google sign-in posts to us and is redirected to Google; checkout leaves for Stripe.
    "form-action 'self' https://accounts.google.com https://checkout.stripe.com",
    "frame-ancestors 'none'",
  ];
}

/** `next dev` evaluates modules with eval for fast refresh; production builds never do. */
const devEval = (dev: boolean) => (dev ? " 'unsafe-eval'" : "");

/** The policy of cached public pages and every non-page response. */
export function publicContentSecurityPolicy(dev = false): string {
  return [...common(), `script-src 'self' 'unsafe-inline' https://maps.googleapis.com${devEval(dev)}`].join("; ");
}

/** The policy of per-request pages: inline scripts only with this request's nonce. */
export function noncedContentSecurityPolicy(nonce: string, dev = false): string {
  return [...common(), `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' https://maps.googleapis.com${devEval(dev)}`].join("; ");
}

/** A fresh nonce: 128 random bits, base64 (Web Crypto, so it runs wherever the proxy runs). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
