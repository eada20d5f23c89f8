// A private database for one test file: a fresh database on the PostgreSQL server named by
// DATABASE_URL (created here, dropped afterwards), or an in-memory PGlite when it is unset.
// Either way the real migrations are applied, so tests see the schema production sees.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, installDb, type DbHandle } from "@/lib/db/client";
import { applyMigrations, nodePgMigrationDb } from "@/lib/db/migrate-runner";

export interface TestDb extends DbHandle {
  /** The connection URL of a PostgreSQL test database, or null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function createTestDb(options: { seed?: boolean; install?: boolean } = {}): Promise<TestDb> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DbHandle;
  let url: string | null = null;
  let dropDatabase = async () => {};
  if (serverUrl) {
    // TEST_DB_PREFIX keeps parallel worktrees' databases apart on one server.
    const name = `${process.env.TEST_DB_PREFIX ?? "saastal_test"}_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    url = withDatabase(serverUrl, name);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await applyMigrations(nodePgMigrationDb(client));
    await client.end();
    handle = await createDb({ databaseUrl: url });
    dropDatabase = async () => {
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    };
  } else {
    handle = await createDb({ pgliteDir: "memory://", seed: false });
  }
  if (options.seed) {
    const { seedDemo } = await import("@/prisma/seed/seed");
    await seedDemo(handle.prisma);
  }
  if (options.install ?? true) installDb(handle);
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      await dropDatabase();
    },
  };
}
