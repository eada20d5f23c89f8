// Compresses each version of a shared page once, not on every request (issue 31: the compression
// middleware deflated the whole 200 KB property page again for every visitor, and the cached page
// went from 437 requests/s as identity to 287 with gzip and 168 with brotli).
//
// Runs in scripts/serve.ts between the compression middleware (below) and the CSP hashing (above),
// on GET answers that a shared cache may keep: 200, HTML, Next's `s-maxage`, an ETag (Next sets
// one only on a complete, non-streamed body), no cookie, no nonce. Such a body is the same bytes
// until the page is revalidated, so it is compressed once per ETag + length + encoding (as the CSP
// scan is cached, scripts/lib/hashed-csp.ts), kept in an LRU bounded in bytes, and sent with its
// Content-Length; the middleware sees the Content-Encoding and leaves it alone (it still adds
// Vary). Everything else, streamed pages, the signed-in area, HEAD (which the middleware answers
// uncompressed) and clients that want deflate or identity, goes to the middleware as before.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";

export type PageEncoding = "br" | "gzip";

// The middleware's own lists (compression/index.js), so an answer has the same encoding from here
// as from the middleware: brotli first when the client weighs both alike.
const AVAILABLE = ["br", "gzip", "deflate", "identity"];
const PREFERRED = ["br", "gzip"];
/** The middleware's threshold: smaller answers go uncompressed. */
const THRESHOLD = 1024;
/**
 * Brotli's densest setting, affordable once per version: the 202 KB property page becomes 23.4 KB
 * (28.0 KB at the middleware's quality 4, 23.8 KB at 10) in 0.4-0.65 s of one libuv thread on a
 * busy two-core machine, paid by the first request of a version (bench/README.md, 2026-12-07).
 */
const BROTLI_QUALITY = zlib.constants.BROTLI_MAX_QUALITY;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface Job {
  body: Buffer;
  encoding: PageEncoding;
}

/** The compressed bodies of shared pages, by ETag, length and encoding. */
export class CompressedPages {
  /** Bodies compressed so far: one per page version and encoding (tests read it). */
  compressions = 0;
  private readonly cache: LRUCache<string, Buffer, Job>;

  constructor(maxBytes = DEFAULT_MAX_BYTES) {
    this.cache = new LRUCache<string, Buffer, Job>({
      maxSize: maxBytes,
      sizeCalculation: (value, key) => value.length + key.length,
      // Concurrent requests for a version not yet compressed share this one call (lru-cache's fetch).
      fetchMethod: (_key, _stale, { context }) => this.compress(context),
    });
  }

  /** The compressed body, at once when it is known. */
  peek(key: string): Buffer | undefined {
    return this.cache.get(key);
  }

  async fetch(key: string, job: Job): Promise<Buffer> {
    const compressed = await this.cache.fetch(key, { context: job });
    if (!compressed) throw new Error(`no compressed body for ${key}`);
    return compressed;
  }

  private compress({ body, encoding }: Job): Promise<Buffer> {
    this.compressions++;
    return encoding === "br"
      ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION });
  }
}

/** br or gzip when the client takes one of them (as the middleware would choose), else null. */
export function cachedEncoding(req: IncomingMessage): PageEncoding | null {
  // Without Accept-Encoding the middleware sends identity (its enforceEncoding default).
  if (!req.headers["accept-encoding"]) return null;
  const chosen = new Negotiator(req).encoding(AVAILABLE, { preferred: PREFERRED });
  return chosen === "br" || chosen === "gzip" ? chosen : null;
}

/** An answer any visitor may get: what a shared cache may keep, with Next's hash of the body. */
function isSharedPage(res: ServerResponse): boolean {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  const encoding = res.getHeader("content-encoding");
  return (
    res.statusCode === 200 &&
    /^text\/html\b/i.test(String(res.getHeader("content-type") ?? "")) &&
    typeof res.getHeader("etag") === "string" &&
    /\bs-maxage=/.test(cacheControl) &&
    !/\b(?:private|no-store|no-cache|no-transform)\b/.test(cacheControl) &&
    !res.hasHeader("set-cookie") &&
    (encoding === undefined || encoding === "identity") &&
    !String(res.getHeader("content-security-policy") ?? "").includes("'nonce-")
  );
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  return chunk instanceof Uint8Array ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) : null;
}

/**
 * Wraps res so that a shared page's complete body is sent from `pages` (compressed on its first
 * request). Install after the compression middleware: its write and end sit below ours.
 */
export function serveCompressedOnce(req: IncomingMessage, res: ServerResponse, pages: CompressedPages): void {
  const encoding = req.method === "GET" ? cachedEncoding(req) : null;
  if (!encoding) return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let pendingHead: { status: number; reason?: string } | null = null;
  let passed = false;

  /** Hands res back to the layer below, with the head held so far (the CSP layer above may still call ours). */
  const pass = () => {
    passed = true;
    Object.assign(res, original);
    if (pendingHead) (original.writeHead as (status: number, reason?: string) => ServerResponse).call(res, pendingHead.status, pendingHead.reason);
    pendingHead = null;
  };

  const send = (compressed: Buffer, done?: () => void) => {
    // The client went away while the page was compressed: the body stays cached for the next one.
    if (res.destroyed) return;
    res.setHeader("content-encoding", encoding);
    res.setHeader("content-length", compressed.length);
    pass();
    (original.end as (body: Buffer, done?: () => void) => ServerResponse).call(res, compressed, done);
  };

  res.writeHead = function (status: number, reasonOrHeaders?: string | OutgoingHttpHeaders | unknown[], headers?: OutgoingHttpHeaders | unknown[]) {
    const reason = typeof reasonOrHeaders === "string" ? reasonOrHeaders : undefined;
    const extra = typeof reasonOrHeaders === "string" ? headers : reasonOrHeaders;
    if (extra && !Array.isArray(extra)) for (const [name, value] of Object.entries(extra)) if (value !== undefined) res.setHeader(name, value);
    res.statusCode = status;
    pendingHead = { status, reason };
    // The body decides the Content-Encoding: hold the head of a shared page until it comes.
    if (passed || !isSharedPage(res)) pass();
    return res;
  } as ServerResponse["writeHead"];

  // Headers sent before the body, or a body in parts: the middleware's (streaming) way.
  res.flushHeaders = function () {
    pass();
    original.flushHeaders.call(res);
  };

  res.write = function (...args: unknown[]) {
    pass();
    return (original.write as (...a: unknown[]) => boolean).apply(res, args);
  } as ServerResponse["write"];

  res.end = function (chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    const body = toBuffer(chunk, encodingOrCallback);
    if (passed || !body || body.length < THRESHOLD || !isSharedPage(res)) {
      pass();
      return (original.end as (...a: unknown[]) => ServerResponse).call(res, chunk, encodingOrCallback, callback);
    }
    const done = [encodingOrCallback, callback].find((a) => typeof a === "function") as (() => void) | undefined;
    const key = `${String(res.getHeader("etag"))}:${body.length}:${encoding}`;
    const known = pages.peek(key);
    if (known) {
      send(known, done);
      return res;
    }
    pages.fetch(key, { body, encoding }).then(
      (compressed) => send(compressed, done),
      (error: unknown) => {
        // Not expected (zlib on a Buffer): log it and let the middleware compress this one.
        console.error(`[compress] ${encoding} of ${req.url} failed`, error);
        if (res.destroyed) return;
        pass();
        (original.end as (body: Buffer, done?: () => void) => ServerResponse).call(res, body, done);
      },
    );
    return res;
  } as ServerResponse["end"];
}
