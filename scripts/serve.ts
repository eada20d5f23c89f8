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
// Also here (the layers of scripts/lib/request-listener.ts): the public pages' Content-Security-Policy
// gets the hashes of their own inline scripts instead of 'unsafe-inline' (scripts/lib/hashed-csp.ts),
// and compression moves here from Next (next.config.ts turns Next's off), so that the hashing reads
// the HTML before it is compressed, and a shared page is compressed once per version
// (scripts/lib/page-compression.ts).
import http from "node:http";
import { env } from "@/lib/env";
import { loadReactRuntimeSnippets } from "./lib/hashed-csp";
import { createRequestListener } from "./lib/request-listener";

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
  server.on("request", createRequestListener(handle, loadReactRuntimeSnippets()));
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
