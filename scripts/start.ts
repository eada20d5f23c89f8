// `npm start`: prepare the database, build the site, serve it on http://localhost:$PORT (3000).
//   - without DATABASE_URL: the embedded PGlite in PGLITE_DIR (./data/pglite), migrated and seeded
//     with demo content on first start
//   - with DATABASE_URL: that PostgreSQL server, migrated; demo content only into an empty
//     database and only when SEED_DEMO is on (the default; set SEED_DEMO=0 in production)
// It serves with scripts/serve.ts (`next start` plus the client's TCP address for the rate limits).
// SKIP_BUILD=1 reuses an existing .next build. SMOOBU_FAKE=1 serves a local fake Smoobu
// (tests/fakes/smoobu/demo.ts) so the sync, rates and webhook test can be tried offline.
import fs from "node:fs";
import pg from "pg";
import { applyMigrations, nodePgMigrationDb, pgliteMigrationDb } from "@/lib/db/migrate-runner";
import { openPglite } from "@/lib/db/pglite";
import { env } from "@/lib/env";
import { ensureAuthSecret } from "./lib/auth-secret";
import { serveEmbeddedForBuild } from "./lib/embedded-build-db";
import { runNext, runServer } from "./lib/next-process";

const config = env();
// The server's session cookies are signed with it; next-auth reads AUTH_SECRET from the environment.
process.env.AUTH_SECRET = ensureAuthSecret(config.AUTH_SECRET);
const skipBuild = process.env.SKIP_BUILD === "1" && fs.existsSync(".next/BUILD_ID");

async function seedWith(databaseUrl: string | undefined, pgliteDir?: string) {
  if (!config.SEED_DEMO) return;
  const { createDb } = await import("@/lib/db/client");
  const { seedIfEmpty } = await import("@/prisma/seed/seed");
  const handle = await createDb({ databaseUrl, pgliteDir, seed: false });
  try {
    await seedIfEmpty(handle.prisma);
  } finally {
    await handle.close();
  }
}

async function prepareServer(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const applied = await applyMigrations(nodePgMigrationDb(client));
    if (applied.length) console.info(`[start] applied migrations: ${applied.join(", ")}`);
  } finally {
    await client.end();
  }
  await seedWith(url);
}

async function main(): Promise<number> {
  const port = String(config.PORT);
  if (config.SMOOBU_FAKE) {
    // A local fake Smoobu in this process; the Next server inherits SMOOBU_* pointing at it.
    const { startDemoSmoobu } = await import("@/tests/fakes/smoobu/demo");
    await startDemoSmoobu();
  }
  if (config.DATABASE_URL) {
    await prepareServer(config.DATABASE_URL);
    if (!skipBuild) {
      const code = await runNext(["build"], {});
      if (code !== 0) return code;
    }
    return runServer({ PORT: port });
  }

  console.info(`[start] embedded database in ${config.PGLITE_DIR} (one app instance; set DATABASE_URL for PostgreSQL)`);
  await seedWith(undefined, config.PGLITE_DIR); // migrates on open, then seeds an empty database
  if (!skipBuild) {
    const db = await openPglite(config.PGLITE_DIR);
    await applyMigrations(pgliteMigrationDb(db));
    const served = await serveEmbeddedForBuild(db);
    try {
      const code = await runNext(["build"], { DATABASE_URL: served.url, DATABASE_POOL_MAX: "2" });
      if (code !== 0) return code;
    } finally {
      await served.stop();
      await db.close();
    }
  }
  return runServer({ PORT: port, DATABASE_URL: "" });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("[start] failed:", error);
    process.exit(1);
  },
);
