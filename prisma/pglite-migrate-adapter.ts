// Driver-adapter factory for Prisma 6.19's WASM schema engine against PGlite.
// Works around pglite-prisma-adapter issues (seen in 0.6.1 and 0.7.2):
//  - executeScript() does not await client.exec() -> migration errors are lost / race
//  - the engine applies migrations to the shadow DB via executeRaw(script) with no args;
//    PGlite.query() uses the extended protocol -> "cannot insert multiple commands into a prepared statement"
//  - dispose() is a no-op, so the PGlite instance is never closed
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";

// The migrations create these extensions; PGlite must have them loaded to allow that.
const extensions = { btree_gist, citext };

// PGlite 0.5.x re-arms a wasm itimer (~10 s) via setTimeout; an unclosed instance keeps the CLI
// process alive after `migrate status` / `migrate dev` (the CLI never calls dispose()). Unref them.
const realSetTimeout = globalThis.setTimeout;
(globalThis as any).setTimeout = function (...args: any[]) {
  const t: any = (realSetTimeout as any)(...args);
  if (new Error().stack?.includes("__setitimer_js")) t?.unref?.();
  return t;
};

function fix(adapter: any) {
  const client: PGlite = adapter.client;
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeScript = async (script: string) => {
    try { await client.exec(script); } catch (e) { adapter.onError(e); }
  };
  adapter.executeRaw = async (q: { sql: string; args: unknown[] }) => {
    if (q.args.length > 0) return executeRaw(q);
    try {
      const res = await client.exec(q.sql);
      return res.reduce((n, r) => n + (r.affectedRows ?? 0), 0);
    } catch (e) { adapter.onError(e); }
  };
  adapter.dispose = async () => { if (!client.closed) await client.close(); };
  return adapter;
}

export function pgliteMigrationAdapter(dataDir: string) {
  const factory: any = new PrismaPGlite(new PGlite(dataDir, { extensions }));
  const connect = factory.connect.bind(factory);
  factory.connect = async () => fix(await connect());
  factory.connectToShadowDb = async () => fix(await new PrismaPGlite(new PGlite({ extensions })).connect());
  return factory;
}
