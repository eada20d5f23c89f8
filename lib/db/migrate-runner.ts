// A small `prisma migrate deploy` that needs no Prisma engine (none can be downloaded here): it
// applies prisma/migrations/*/migration.sql in order and keeps Prisma's own bookkeeping
// (_prisma_migrations, same DDL, checksum = sha256 of migration.sql, Prisma's advisory lock), so the
// real `prisma migrate deploy/status` accept the database later. See shared PRISMA-OFFLINE.md.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

type Row = Record<string, unknown>;

export interface MigrationDb {
  /** One statement with $1..$n parameters. */
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** A multi-statement script (simple protocol). */
  exec(sql: string): Promise<void>;
}

const PRISMA_ADVISORY_LOCK = 72707369;

const DDL = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export function defaultMigrationsDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "prisma/migrations");
}

function listMigrations(dir: string): string[] {
  if (!fs.existsSync(/*turbopackIgnore: true*/ dir)) return [];
  return fs
    .readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((n) => fs.existsSync(/*turbopackIgnore: true*/ path.join(dir, n, "migration.sql")))
    .sort();
}

/** Applies pending migrations; returns the names applied. Safe to run from several processes. */
export async function applyMigrations(db: MigrationDb, dir = defaultMigrationsDir()): Promise<string[]> {
  await db.query(`SELECT pg_advisory_lock(${PRISMA_ADVISORY_LOCK})`);
  try {
    await db.exec(DDL);
    const rows = await db.query(
      `SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`,
    );
    const failed = rows.find((r) => r.finished_at == null);
    if (failed) {
      throw new Error(`Migration ${String(failed.migration_name)} failed earlier (P3009); resolve it first`);
    }
    const done = new Map(rows.map((r) => [String(r.migration_name), String(r.checksum)]));
    const applied: string[] = [];
    for (const name of listMigrations(dir)) {
      const script = fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, name, "migration.sql"), "utf8");
      const checksum = createHash("sha256").update(script).digest("hex");
      if (done.has(name)) {
        if (done.get(name) !== checksum) console.warn(`[migrate] ${name} was modified after it was applied`);
        continue;
      }
      const id = randomUUID();
      await db.query(`INSERT INTO "_prisma_migrations" (id, checksum, migration_name) VALUES ($1, $2, $3)`, [
        id,
        checksum,
        name,
      ]);
      try {
        await db.exec(script);
      } catch (e) {
        await db.query(`UPDATE "_prisma_migrations" SET logs = $2 WHERE id = $1`, [id, String(e)]);
        throw e;
      }
      await db.query(`UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`, [
        id,
      ]);
      applied.push(name);
    }
    return applied;
  } finally {
    await db.query(`SELECT pg_advisory_unlock(${PRISMA_ADVISORY_LOCK})`);
  }
}

interface PgliteLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(sql: string): Promise<unknown>;
}
interface NodePgLike {
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export const pgliteMigrationDb = (pg: PgliteLike): MigrationDb => ({
  query: async (sql, params) => (await pg.query(sql, params)).rows as Row[],
  exec: async (sql) => {
    await pg.exec(sql);
  },
});

export const nodePgMigrationDb = (client: NodePgLike): MigrationDb => ({
  query: async (sql, params) => (await client.query(sql, params)).rows as Row[],
  // Without parameters node-postgres uses the simple protocol, so multi-statement scripts work.
  exec: async (sql) => {
    await client.query(sql);
  },
});
