// Puts the hashes of a page's own inline scripts into its Content-Security-Policy in place of
// 'unsafe-inline' (lib/security/inline-scripts.ts says which scripts and why). Runs in
// scripts/serve.ts around Next's request handler, for every response whose policy still has
// 'unsafe-inline' in script-src, i.e. the public policy of next.config.ts; the nonce policy of
// the signed-in area passes untouched.
//  - HTML: the body is held until it is complete (prerendered pages come in one piece), scanned,
//    and sent with the hashed policy.
//  - Anything else (JSON, images, chunks): the policy loses 'unsafe-inline', nothing is held.
// Compression must run after this (scripts/lib/request-listener.ts installs it first, so its write
// sits below ours): Next's own compression would hand us gzip, so next.config.ts turns it off.
import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { reactRuntimeSnippets, scanInlineScripts, withScriptHashes, type InlineScriptScan } from "@/lib/security/inline-scripts";

const POLICY = "content-security-policy";

/** React's runtime snippets from the page runtimes Next ships (read once at start). */
export function loadReactRuntimeSnippets(nextDir = path.join(process.cwd(), "node_modules/next/dist/compiled/next-server")): string[] {
  const sources = fs
    .readdirSync(nextDir)
    .filter((name) => /^app-page.*\.runtime\.prod\.js$/.test(name))
    .map((name) => fs.readFileSync(path.join(nextDir, name), "utf8"));
  const snippets = reactRuntimeSnippets(sources);
  if (snippets.length === 0) throw new Error(`no React runtime snippets found in ${nextDir}: the CSP hashing needs updating for this Next version`);
  return snippets;
}

function allowsInlineScripts(policy: unknown): policy is string {
  return typeof policy === "string" && /(?:^|;)\s*script-src\s[^;]*'unsafe-inline'/.test(policy);
}

function isHtml(res: ServerResponse): boolean {
  return /^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""));
}

let warned = 0;

// A cached page is the same bytes until it is revalidated, and Next's ETag is a hash of those bytes:
// the scan (0.34 ms for a 145 KB property page) runs once per version of a page, not per request.
const scans = new Map<string, InlineScriptScan>();
const MAX_SCANS = 2_000;

function scanOnce(res: ServerResponse, body: Buffer, snippets: readonly string[]): InlineScriptScan {
  const etag = res.getHeader("etag");
  const key = typeof etag === "string" ? `${etag}:${body.length}` : null;
  const known = key ? scans.get(key) : undefined;
  if (known) return known;
  const scan = scanInlineScripts(body.toString("utf8"), snippets);
  if (key) {
    if (scans.size >= MAX_SCANS) scans.delete(scans.keys().next().value!);
    scans.set(key, scan);
  }
  return scan;
}

/** Wraps res so that its policy is hashed (HTML) or stripped of 'unsafe-inline' (the rest). */
export function hashInlineScriptPolicy(_req: IncomingMessage, res: ServerResponse, snippets: readonly string[]): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let mode: "undecided" | "hold" | "pass" = "undecided";
  const held: Buffer[] = [];
  let pendingHead: { status: number; reason?: string } | null = null;

  const restore = () => Object.assign(res, original);
  const sendHead = () => {
    if (!pendingHead) return;
    (original.writeHead as (status: number, reason?: string) => ServerResponse).call(res, pendingHead.status, pendingHead.reason);
  };

  /** Decides once, when the headers are about to leave. */
  const decide = () => {
    if (mode !== "undecided") return;
    const policy = res.getHeader(POLICY);
    if (!allowsInlineScripts(policy)) {
      mode = "pass";
    } else if (isHtml(res)) {
      mode = "hold";
      return;
    } else {
      res.setHeader(POLICY, withScriptHashes(policy, []));
      mode = "pass";
    }
    restore();
    sendHead();
  };

  const flush = (callback?: () => void) => {
    const body = Buffer.concat(held);
    const policy = res.getHeader(POLICY);
    if (allowsInlineScripts(policy)) {
      const scan = scanOnce(res, body, snippets);
      if (scan.refused > 0 && warned++ < 20) console.warn(`[csp] ${scan.refused} inline script(s) of ${_req.url} have no hash and will not run`);
      res.setHeader(POLICY, withScriptHashes(policy, scan.hashes));
    }
    restore();
    sendHead();
    return (original.end as (body: Buffer, done?: () => void) => ServerResponse).call(res, body, callback);
  };

  res.writeHead = function (status: number, reasonOrHeaders?: string | OutgoingHttpHeaders | unknown[], headers?: OutgoingHttpHeaders | unknown[]) {
    const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
    const extra = typeof reasonOrHeaders === "string" ? headers : reasonOrHeaders;
    if (extra && !Array.isArray(extra)) for (const [name, value] of Object.entries(extra)) if (value !== undefined) res.setHeader(name, value);
    res.statusCode = status;
    pendingHead = { status, reason };
    decide();
    return res;
  } as ServerResponse["writeHead"];

  res.flushHeaders = function () {
    decide();
    if (mode === "pass") original.flushHeaders.call(res);
  };

  res.write = function (chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    decide();
    if (mode === "pass") return (original.write as (...args: unknown[]) => boolean).call(res, chunk, encodingOrCallback, callback);
    const encoding = typeof encodingOrCallback === "string" ? (encodingOrCallback as BufferEncoding) : "utf8";
    held.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array));
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    if (typeof done === "function") queueMicrotask(() => (done as () => void)());
    return true;
  } as ServerResponse["write"];

  res.end = function (chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    decide();
    if (mode === "pass") return (original.end as (...args: unknown[]) => ServerResponse).call(res, chunk, encodingOrCallback, callback);
    const done = [chunk, encodingOrCallback, callback].find((a) => typeof a === "function") as (() => void) | undefined;
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      const encoding = typeof encodingOrCallback === "string" ? (encodingOrCallback as BufferEncoding) : "utf8";
      held.push(typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array));
    }
    return flush(done);
  } as ServerResponse["end"];
}
