// The layers scripts/serve.ts puts around Next's request handler, in their order: a path Next
// cannot read is answered here, the peer's address is stamped, then (from the socket up) the
// compression middleware, the shared pages' compressed bodies, and the CSP hashing. Apart from
// serve.ts so that tests can run the same layers over real HTTP around a handler of their own.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Duplex } from "node:stream";
import compression from "compression";
import { hasControlCharacters } from "@/lib/domain/control-characters";
import { PEER_ADDRESS_HEADER } from "@/lib/security/client-ip";
import { hashInlineScriptPolicy } from "./hashed-csp";
import { CompressedPages, serveCompressedOnce } from "./page-compression";

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

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The listener for `server.on("request")`: `handle` (Next's) inside the layers above. */
export function createRequestListener(handle: RequestHandler, runtimeSnippets: readonly string[], pages = new CompressedPages()): (req: IncomingMessage, res: ServerResponse) => void {
  const compressResponse = compress();
  return (req, res) => {
    // A path Next cannot percent-decode (/contact%E0%A4%A) made it answer 500 on every route.
    const problem = pathProblem(req.url ?? "/");
    if (problem !== null) {
      res.writeHead(problem, { "content-type": "text/plain; charset=utf-8" }).end(problem === 400 ? "Bad Request" : "Not Found");
      return;
    }
    stampPeerAddress(req);
    // Compression first, so that the policy hashing (installed last) sees the plain HTML, and the
    // compressed shared pages between them hand the middleware bodies it leaves as they are.
    compressResponse(req, res);
    serveCompressedOnce(req, res, pages);
    hashInlineScriptPolicy(req, res, runtimeSnippets);
    handle(req, res).catch((error: unknown) => {
      console.error(`[serve] failed to handle ${req.method} ${req.url}`, error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  };
}
