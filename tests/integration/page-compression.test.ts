import { createHash } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import RenderResult from "next/dist/server/render-result";
import { sendRenderResult } from "next/dist/server/send-payload";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadReactRuntimeSnippets } from "@/scripts/lib/hashed-csp";
import { CompressedPages } from "@/scripts/lib/page-compression";
import { createRequestListener } from "@/scripts/lib/request-listener";

// Issue 31: the layers of scripts/serve.ts (compression middleware, compressed shared pages, CSP
// hashing) over real HTTP, around Next's own sendRenderResult (ETag, 304, HEAD, Cache-Control as
// a cached page or a private one gets them) instead of a whole build. The e2e side, against the
// built server, is tests/security/http/compression.spec.ts.

const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'";
let version = 1;
/** A page of ~120 KB with two inline scripts of Next's form, different in every version. */
const pageHtml = (v: number) =>
  `<!DOCTYPE html><html><head><title>v${v}</title></head><body>${"<p>Chalet im Saastal, Version " + v + ".</p>".repeat(3000)}` +
  `<script>self.__next_f.push([1,"version ${v}"])</script><script>self.__next_f.push([1,"tail"])</script></body></html>`;
const PRIVATE_HTML = `<!DOCTYPE html><html><body>${"<p>my booking</p>".repeat(500)}</body></html>`;

const SHARED = { revalidate: 3600, expire: 31_536_000 };

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  const path = new URL(req.url ?? "/", "http://localhost").pathname;
  res.setHeader("content-security-policy", POLICY);
  const send = (result: RenderResult, cacheControl: { revalidate: number; expire: number | undefined }) =>
    sendRenderResult({ req, res, result, generateEtags: true, poweredByHeader: false, cacheControl });
  if (path === "/page") return send(RenderResult.fromStatic(pageHtml(version), "text/html; charset=utf-8"), SHARED);
  // As Next answers a dynamic page: private, no-store (its body still gets an ETag).
  if (path === "/private") return send(RenderResult.fromStatic(PRIVATE_HTML, "text/html; charset=utf-8"), { revalidate: 0, expire: undefined });
  if (path === "/cookie") {
    res.setHeader("set-cookie", "visited=1; Path=/; HttpOnly");
    return send(RenderResult.fromStatic(PRIVATE_HTML, "text/html; charset=utf-8"), SHARED);
  }
  if (path === "/stream") {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(`<p>streamed part ${i} ${"x".repeat(200)}</p>`));
        controller.close();
      },
    });
    return send(new RenderResult(stream, { contentType: "text/html; charset=utf-8", metadata: {} }), SHARED);
  }
  res.statusCode = 404;
  res.end("not found");
}

const pages = new CompressedPages();
let server: http.Server;
let port = 0;

beforeAll(async () => {
  server = http.createServer(createRequestListener(handle, loadReactRuntimeSnippets(), pages));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire (not decoded). */
  raw: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(parts) }));
    });
    req.on("error", reject);
    req.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(answer.raw).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(answer.raw).toString("utf8");
  if (encoding === "deflate") return zlib.inflateSync(answer.raw).toString("utf8");
  expect(encoding ?? "identity").toBe("identity");
  return answer.raw.toString("utf8");
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("shared pages are compressed once per version", () => {
  test("two requests of a page version in br or gzip get identical bodies with their Content-Length, decoding to the identity HTML", async () => {
    const identity = await get("/page", { "accept-encoding": "identity" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.raw.toString("utf8")).toBe(pageHtml(version));
    for (const encoding of ["br", "gzip"]) {
      const first = await get("/page", { "accept-encoding": encoding });
      const second = await get("/page", { "accept-encoding": encoding });
      expect(first.status).toBe(200);
      expect(first.headers["content-encoding"]).toBe(encoding);
      expect(first.headers["content-length"]).toBe(String(first.raw.length));
      expect(first.headers["transfer-encoding"]).toBeUndefined();
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      expect(first.headers.etag).toBe(identity.headers.etag);
      expect(second.raw.equals(first.raw)).toBe(true);
      expect(second.headers["content-length"]).toBe(first.headers["content-length"]);
      expect(decoded(first)).toBe(pageHtml(version));
    }
  });

  test("the compressor runs once per version and encoding, also for concurrent first requests", async () => {
    version++;
    const before = pages.compressions;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => get("/page", { "accept-encoding": i % 2 ? "gzip" : "br" })));
    expect(pages.compressions - before).toBe(2);
    for (const answer of answers) expect(decoded(answer)).toBe(pageHtml(version));
    await get("/page", { "accept-encoding": "br" });
    await get("/page", { "accept-encoding": "gzip" });
    expect(pages.compressions - before).toBe(2);
  });

  test("a revalidated page version gets a new compressed body", async () => {
    const old = await get("/page", { "accept-encoding": "br" });
    version++;
    const before = pages.compressions;
    const fresh = await get("/page", { "accept-encoding": "br" });
    expect(pages.compressions - before).toBe(1);
    expect(fresh.headers.etag).not.toBe(old.headers.etag);
    expect(fresh.raw.equals(old.raw)).toBe(false);
    expect(decoded(fresh)).toBe(pageHtml(version));
    expect(fresh.headers["content-length"]).toBe(String(fresh.raw.length));
  });

  test("Accept-Encoding is honoured with its q-values as the middleware reads it", async () => {
    const cases: [string | undefined, string][] = [
      ["gzip, deflate, br", "br"],
      ["gzip;q=1, br;q=0.5", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["*", "br"],
      ["identity", "identity"],
      ["br;q=0, gzip;q=0", "identity"],
      ["deflate", "deflate"],
      [undefined, "identity"],
    ];
    for (const [accept, expected] of cases) {
      const answer = await get("/page", accept === undefined ? {} : { "accept-encoding": accept });
      expect(answer.headers["content-encoding"] ?? "identity", String(accept)).toBe(expected);
      expect(decoded(answer), String(accept)).toBe(pageHtml(version));
      expect(answer.headers.vary, String(accept)).toMatch(/accept-encoding/i);
    }
  });

  test("the policy lists the hashes of the inline scripts of the body as sent, compressed or not", async () => {
    version++;
    for (const encoding of ["br", "br", "gzip", "identity"]) {
      const answer = await get("/page", { "accept-encoding": encoding });
      const html = decoded(answer);
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
      expect(scripts).toHaveLength(2);
      const listed = String(answer.headers["content-security-policy"] ?? "").split(/\s+/).filter((s) => s.startsWith("'sha256-"));
      expect(new Set(listed), encoding).toEqual(new Set(scripts.map(sha256)));
      expect(answer.headers["content-security-policy"]).not.toContain("'unsafe-inline'");
    }
  });
});

describe("what is not cached stays with the middleware", () => {
  test("private pages, pages that set a cookie and streamed pages are compressed per request and never cached", async () => {
    for (const path of ["/private", "/cookie", "/stream"]) {
      const before = pages.compressions;
      const first = await get(path, { "accept-encoding": "br" });
      const second = await get(path, { "accept-encoding": "br" });
      expect(pages.compressions - before, path).toBe(0);
      expect(first.headers["content-encoding"], path).toBe("br");
      expect(decoded(second), path).toBe(decoded(first));
      expect(decoded(first), path).toContain("<p>");
    }
    expect((await get("/private", { "accept-encoding": "gzip" })).headers["cache-control"]).toContain("no-store");
  });

  test("HEAD sends no body and If-None-Match still gets 304, neither compressing anything", async () => {
    const page = await get("/page", { "accept-encoding": "br" });
    const before = pages.compressions;
    const head = await get("/page", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
    expect(head.headers.etag).toBe(page.headers.etag);
    // As before: the middleware describes HEAD as identity.
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.headers["content-length"]).toBe(String(Buffer.byteLength(pageHtml(version))));
    const notModified = await get("/page", { "accept-encoding": "br", "if-none-match": page.headers.etag ?? "" });
    expect(notModified.status).toBe(304);
    expect(notModified.raw.length).toBe(0);
    expect(notModified.headers["content-encoding"]).toBeUndefined();
    expect(pages.compressions - before).toBe(0);
  });

  test("a client that leaves as soon as it has asked for a new version does not stop the next one getting it", async () => {
    version++;
    await new Promise<void>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, path: "/page", headers: { "accept-encoding": "br" }, agent: false });
      req.on("error", () => resolve());
      req.on("close", () => resolve());
      req.end(() => setImmediate(() => req.destroy()));
    });
    const answer = await get("/page", { "accept-encoding": "br" });
    expect(answer.status).toBe(200);
    expect(decoded(answer)).toBe(pageHtml(version));
  });
});
