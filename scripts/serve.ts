// Serves the production build (.next) on $PORT, like `next start`, with one addition: every
// request carries the TCP peer's address in PEER_ADDRESS_HEADER, set here from the socket after
// deleting whatever the client sent under that name. Route handlers and server actions cannot see
// the socket (Next passes a client's own X-Forwarded-For through, and fills it from the socket only
// when it is missing), so without this the rate limits could only trust forgeable headers
// (lib/security/client-ip.ts).
//
// Next's documented custom server (`next({ ... })`, node_modules/next/dist/docs/01-app/02-guides/
// custom-server.md) builds the same request handler as `next start` (getRequestHandlers in
// next/dist/server/lib/start-server.js): the proxy, the full-route cache, rewrites and redirects,
// and instrumentation.ts (the job workers) behave the same. Not for `output: "standalone"`, which
// this app does not use. `npm start` (scripts/start.ts) runs this after preparing the database.
//
// Also here: the public pages' Content-Security-Policy gets the hashes of their own inline scripts
// instead of 'unsafe-inline' (scripts/lib/hashed-csp.ts), and compression moves here from Next
// (next.config.ts turns Next's off), so that the hashing reads the HTML before it is compressed.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { Duplex } from "node:stream";
import compression from "compression";
import { hasControlCharacters } from "@/lib/domain/control-characters";
import { env } from "@/lib/env";
import { PEER_ADDRESS_HEADER } from "@/lib/security/client-ip";
import { hashInlineScriptPolicy, loadReactRuntimeSnippets } from "./lib/hashed-csp";

/** Replaces any client-sent value of the peer header with the socket's remote address. */
function stampPeerAddress(req: IncomingMessage): void {
  delete req.headers[PEER_ADDRESS_HEADER];
  const peer = req.socket.remoteAddress;
  if (peer) req.headers[PEER_ADDRESS_HEADER] = peer;
}

/**
 * Gzip/brotli as `next start` does (Next uses the same middleware): on a client that goes away the
 * middleware never ends its zlib stream, so it is destroyed then (Next's releaseCompressionStream).
 */
function compress(): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = compression();
  const noop = () => {};
  return (req, res) => {
    middleware(req as Parameters<typeof middleware>[0], res as Parameters<typeof middleware>[1], noop);
    res.once("close", () => {
      if (res.writableFinished) return;
      const stream: unknown = res.on("drain", noop);
      if (stream === res || !(stream instanceof Duplex)) res.off("drain", noop);
      else stream.destroy();
    });
  };
}

/**
 * What is wrong with the path of a request URL before Next sees it (the query is Next's to read):
 * 400 when it is not valid percent-encoding, 404 when it decodes to a control character (no page,
 * file or API of ours has one in its path, and PostgreSQL refuses a NUL: every route with a
 * dynamic segment answered 500 or 503 to one), null when it is fine.
 */
function pathProblem(url: string): 400 | 404 | null {
  let path: string;
  try {
    path = decodeURIComponent(url.split("?")[0] ?? "");
  } catch {
    return 400;
  }
  return hasControlCharacters(path) ? 404 : null;
}

async function main(): Promise<void> {
  // As `next start` does before loading Next (bin/next): a production server unless told otherwise.
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || "production" });
  const config = env(); // fails here, naming the variable, if TRUSTED_PROXIES or another is wrong
  const port = config.PORT;
  const { default: next } = await import("next");

  const server = http.createServer();
  const app = next({ dev: false, dir: process.cwd(), port, httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();
  const runtimeSnippets = loadReactRuntimeSnippets();
  const compressResponse = compress();
  server.on("request", (req, res) => {
    // A path Next cannot percent-decode (/contact%E0%A4%A) made it answer 500 on every route.
    const problem = pathProblem(req.url ?? "/");
    if (problem !== null) {
      res.writeHead(problem, { "content-type": "text/plain; charset=utf-8" }).end(problem === 400 ? "Bad Request" : "Not Found");
      return;
    }
    stampPeerAddress(req);
    // Compression first, so that the policy hashing (installed after it) sees the plain HTML.
    compressResponse(req, res);
    hashInlineScriptPolicy(req, res, runtimeSnippets);
    handle(req, res).catch((error: unknown) => {
      console.error(`[serve] failed to handle ${req.method} ${req.url}`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => resolve());
  });
  // `next start` sets this once it listens: Next fetches a server action's redirect target from
  // this origin (app-render/action-handler.js), not from the Host or X-Forwarded-Proto of the request.
  process.env.__NEXT_PRIVATE_ORIGIN = `http://localhost:${port}`;
  const proxies = config.TRUSTED_PROXIES.length;
  console.info(`[serve] listening on http://localhost:${port}; X-Forwarded-For ${proxies ? `read from ${proxies} trusted proxy range(s)` : "ignored (TRUSTED_PROXIES unset)"}`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Finish the requests under way, then let Next close (after() callbacks, workers).
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    server.close(() => {
      app.close().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
    });
    server.closeIdleConnections();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error("[serve] failed:", error);
  process.exit(1);
});
