import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { localeRedirects, localeRewrites } from "./lib/routing/locale-routes";
import { publicContentSecurityPolicy } from "./lib/security/content-security-policy";

// Messages are compiled at build time (next-intl's own `precompile`, with icu-minify): pages and
// their client components format them with a small runtime instead of shipping intl-messageformat's
// ICU parser in every page's first load (about 9 KB gzip of the property page's JavaScript,
// bench/README.md). Vitest imports the JSON as written and formats with the full parser; code that
// reads a message itself accepts both forms (lib/i18n/translate-key.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Every response carries these; pages of the signed-in area get a stricter, nonce-based CSP from
// proxy.ts, which replaces this one (lib/security/content-security-policy.ts explains the split).
const securityHeaders = [
  { key: "Content-Security-Policy", value: publicContentSecurityPolicy(process.env.NODE_ENV === "development") },
  // Browsers honour it only over https; two years, the preload list's minimum.
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
];

const nextConfig: NextConfig = {
  // PGlite loads its .wasm/.data files relative to its own module URL: it must not be bundled.
  // pg-boss and nodemailer run in the job workers (instrumentation.ts): loaded from node_modules as is.
  // pdfkit (receipts, lib/documents) reads its font metrics and fontkit's data beside its own
  // modules, which a bundle would not carry.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "pglite-prisma-adapter", "pg-boss", "nodemailer", "pdfkit"],
  poweredByHeader: false,
  // scripts/serve.ts compresses, after it has put the hashes of a page's inline scripts into its
  // policy (it must read the HTML uncompressed).
  compress: false,
  images: {
    formats: ["image/avif", "image/webp"],
    // Demo photos are ours under /images; real deployments may add a CDN host here.
    // /uploads: photos uploaded in the property editor (lib/storage, served by app/uploads).
    localPatterns: [{ pathname: "/images/**" }, { pathname: "/brand/**" }, { pathname: "/uploads/**" }],
  },
  experimental: {
    // Property photos up to 10 MB are uploaded through a server action (and pass the proxy).
    serverActions: { bodySizeLimit: "11mb" },
    proxyClientMaxBodySize: "11mb",
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
  async redirects() {
    return [
      ...localeRedirects,
      { source: "/properties", destination: "/", permanent: true },
      { source: "/:locale(en|fr)/properties", destination: "/:locale", permanent: true },
      { source: "/properties/:slug", destination: "/:slug", permanent: true },
      { source: "/:locale(en|fr)/properties/:slug", destination: "/:locale/:slug", permanent: true },
      // Old planning URLs: the cleaning calendar replaced them.
      { source: "/planning", destination: "/team/calendar", permanent: true },
      { source: "/team/planning", destination: "/team/calendar", permanent: true },
      { source: "/:locale(en|fr)/planning", destination: "/:locale/team/calendar", permanent: true },
      { source: "/:locale(en|fr)/team/planning", destination: "/:locale/team/calendar", permanent: true },
    ];
  },
  async rewrites() {
    return localeRewrites;
  },
};

export default withNextIntl(nextConfig);
