import { createHash } from "node:crypto";
import http, { type IncomingHttpHeaders } from "node:http";
import zlib from "node:zlib";
import { expect, test } from "@playwright/test";
import { sessionFor } from "@/tests/e2e/sessions";

// Issue 31: the built server (scripts/serve.ts) compresses a cached page once per version and
// sends those bytes with their Content-Length; what is private stays compressed per request by
// the middleware. Raw HTTP here, as Playwright's request decodes bodies. That the compressor runs
// once per version is counted in tests/integration/page-compression.test.ts.

const PAGE = "/en/chalet-allalin";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire. */
  raw: Buffer;
}

function get(baseURL: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, baseURL), { method, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (part: Buffer) => parts.push(part));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(parts) }));
    });
    req.on("error", reject);
    req.end();
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers["content-encoding"] ?? "identity";
  if (encoding === "br") return zlib.brotliDecompressSync(answer.raw).toString("utf8");
  if (encoding === "gzip") return zlib.gunzipSync(answer.raw).toString("utf8");
  expect(encoding).toBe("identity");
  return answer.raw.toString("utf8");
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The executable inline scripts of a document (as headers.spec.ts reads them). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)]
    .filter((m) => !/\bsrc=/.test(m[1] ?? "") && !/type="application\/ld\+json"/.test(m[1] ?? ""))
    .map((m) => m[2] ?? "");
}

/** The same version of the page in every encoding (a revalidation between the requests would change it: ask again then). */
async function oneVersion(baseURL: string): Promise<{ identity: Answer; br: Answer[]; gzip: Answer[] }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const identity = await get(baseURL, PAGE, { "accept-encoding": "identity" });
    const br = [await get(baseURL, PAGE, { "accept-encoding": "br" }), await get(baseURL, PAGE, { "accept-encoding": "br" })];
    const gzip = [await get(baseURL, PAGE, { "accept-encoding": "gzip" }), await get(baseURL, PAGE, { "accept-encoding": "gzip" })];
    if ([...br, ...gzip].every((a) => a.headers.etag === identity.headers.etag)) return { identity, br, gzip };
  }
  throw new Error(`${PAGE} changed version on every attempt`);
}

test("a cached page comes in br and gzip as the same bytes each time, with their Content-Length, decoding to the identity HTML", async ({ baseURL }) => {
  const { identity, br, gzip } = await oneVersion(baseURL!);
  expect(identity.status).toBe(200);
  expect(identity.headers["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  const html = identity.raw.toString("utf8");
  for (const [encoding, answers] of [["br", br], ["gzip", gzip]] as const) {
    const [first, second] = answers as [Answer, Answer];
    expect(first.headers["content-encoding"], encoding).toBe(encoding);
    expect(first.headers["content-length"], encoding).toBe(String(first.raw.length));
    expect(first.headers["transfer-encoding"], encoding).toBeUndefined();
    expect(first.headers.vary, encoding).toMatch(/accept-encoding/i);
    expect(second.raw.equals(first.raw), encoding).toBe(true);
    expect(decoded(first), encoding).toBe(html);
    expect(first.raw.length, encoding).toBeLessThan(identity.raw.length / 4);
  }
  // Brotli at its densest, once per version: smaller than the gzip of the same page.
  expect(br[0]!.raw.length).toBeLessThan(gzip[0]!.raw.length);
});

test("Accept-Encoding is honoured with its q-values, and every answer varies by it", async ({ baseURL }) => {
  const cases: [string | undefined, string][] = [
    ["gzip, deflate, br", "br"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["identity", "identity"],
    ["br;q=0, gzip;q=0", "identity"],
    [undefined, "identity"],
  ];
  for (const [accept, expected] of cases) {
    const answer = await get(baseURL!, PAGE, accept === undefined ? {} : { "accept-encoding": accept });
    expect(answer.headers["content-encoding"] ?? "identity", String(accept)).toBe(expected);
    expect(answer.headers.vary, String(accept)).toMatch(/accept-encoding/i);
    expect(decoded(answer), String(accept)).toContain("</html>");
  }
});

test("If-None-Match still gets 304 and HEAD no body", async ({ baseURL }) => {
  const page = await get(baseURL!, PAGE, { "accept-encoding": "br" });
  const notModified = await get(baseURL!, PAGE, { "accept-encoding": "br", "if-none-match": page.headers.etag ?? "" });
  expect(notModified.status).toBe(304);
  expect(notModified.raw.length).toBe(0);
  const head = await get(baseURL!, PAGE, { "accept-encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.raw.length).toBe(0);
  expect(head.headers.etag).toBe(page.headers.etag);
});

test("the policy of a compressed cached page lists exactly the hashes of its inline scripts", async ({ baseURL }) => {
  for (const encoding of ["br", "br", "gzip"]) {
    const answer = await get(baseURL!, PAGE, { "accept-encoding": encoding });
    const scripts = inlineScripts(decoded(answer));
    expect(scripts.length).toBeGreaterThan(2);
    const listed = String(answer.headers["content-security-policy"] ?? "").split(/[\s;]+/).filter((s) => s.startsWith("'sha256-"));
    expect(new Set(listed), encoding).toEqual(new Set(scripts.map(sha256)));
  }
});

test("a signed-in page is private and compressed per request, with a fresh nonce each time", async ({ baseURL, browser }) => {
  const guest = sessionFor("guest@example.com");
  await guest.signIn(browser, baseURL);
  const context = await browser.newContext({ baseURL });
  await guest.use(context);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await context.close();
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i++) {
    const answer = await get(baseURL!, "/en/my-bookings", { "accept-encoding": "br", cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toContain("no-store");
    expect(answer.headers["content-encoding"]).toBe("br");
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"] ?? ""))?.[1];
    expect(decoded(answer)).toContain(`nonce="${nonce}"`);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(2);
});
