import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * `next build` prerenders pages in several worker processes, but a PGlite folder may only be
 * opened by one process. For the build, this process keeps the embedded database open and serves
 * it over the PostgreSQL wire protocol on a loopback port; the workers connect to it like to any
 * PostgreSQL server (DATABASE_URL). The running app later opens the folder in-process again.
 */
export async function serveEmbeddedForBuild(pg: PGlite): Promise<{ url: string; stop(): Promise<void> }> {
  const server = new PGLiteSocketServer({ db: pg, host: "127.0.0.1", port: 0, maxConnections: 32 });
  await server.start();
  const address = server.getServerConn();
  const port = Number(address.split(":").pop());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`pglite-socket: unexpected address ${address}`);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    stop: () => server.stop(),
  };
}
