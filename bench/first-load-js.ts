import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * First-load JavaScript of a prerendered page: every script the HTML references from
 * /_next/static, summed raw and gzip-compressed. (Next 16's Turbopack build no longer prints
 * per-route sizes, so they are measured from the build output itself.)
 */
export function firstLoadJs(prerenderedHtmlFile: string, buildDir = ".next"): { files: number; rawKb: number; gzipKb: number } {
  const html = fs.readFileSync(prerenderedHtmlFile, "utf8");
  // Legacy polyfills carry noModule: modern browsers never download them, so they do not count.
  const noModule = new Set([...html.matchAll(/<script[^>]*src="([^"]+)"[^>]*noModule/gi)].map((m) => m[1]));
  const sources = new Set([...html.matchAll(/\/_next\/static\/[^"'\s)]+?\.js/g)].map((m) => m[0]).filter((src) => !noModule.has(src)));
  let raw = 0;
  let gzip = 0;
  for (const src of sources) {
    const file = path.join(buildDir, src.replace(/^\/_next\//, ""));
    if (!fs.existsSync(file)) continue;
    const bytes = fs.readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: sources.size, rawKb: round(raw / 1024), gzipKb: round(gzip / 1024) };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** The prerendered HTML of a route in the build, e.g. ("de", "chalet-allalin"). */
export function prerenderedFile(locale: string, route: string): string {
  return path.join(".next/server/app", locale, route === "" ? "index.html" : `${route}.html`).replace(`${locale}/index.html`, `${locale}.html`);
}
