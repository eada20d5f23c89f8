// `npm run db:apply`: apply pending migrations to DATABASE_URL, or to the embedded PGLITE_DIR.
import pg from "pg";
import { applyMigrations, nodePgMigrationDb, pgliteMigrationDb } from "@/lib/db/migrate-runner";
import { openPglite } from "@/lib/db/pglite";
import { env } from "@/lib/env";

const config = env();
if (config.DATABASE_URL) {
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    console.info("applied:", await applyMigrations(nodePgMigrationDb(client)));
  } finally {
    await client.end();
  }
} else {
  const db = await openPglite(config.PGLITE_DIR);
  try {
    console.info("applied:", await applyMigrations(pgliteMigrationDb(db)));
  } finally {
    await db.close();
  }
}
