// The one Prisma client, on one of two backends (see lib/db.ts for the server-only entry point):
//   DATABASE_URL set  -> PostgreSQL through @prisma/adapter-pg (production, CI, several instances)
//   DATABASE_URL unset -> embedded PGlite in PGLITE_DIR, migrated (and seeded) on first use
// This module has no "server-only" marker so that scripts and tests can import it directly.
import type { PGlite } from "@electric-sql/pglite";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "@/lib/env";
import { applyMigrations, pgliteMigrationDb } from "./migrate-runner";

export type DbKind = "postgres" | "pglite";

type Adapter = NonNullable<ConstructorParameters<typeof PrismaClient>[0]["adapter"]>;

function newClient(adapter: Adapter) {
  // Password hashes and a house's access codes are never read by accident: only the auth code and
  // the arrival mail (once the stay is paid) ask for them explicitly.
  return new PrismaClient({ adapter, omit: { user: { passwordHash: true }, property: { accessDetails: true } } });
}

export type Db = ReturnType<typeof newClient>;

export interface DbHandle {
  prisma: Db;
  kind: DbKind;
  /** The PostgreSQL URL (postgres) — the job queue opens its own pool on it. */
  connectionString?: string;
  /** The embedded database (pglite) — the job queue shares its single connection. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** Overrides DATABASE_URL (tests). */
  databaseUrl?: string;
  /** Overrides PGLITE_DIR (tests use "memory://"). */
  pgliteDir?: string;
  /** Seed demo content into an empty embedded database (default: SEED_DEMO). */
  seed?: boolean;
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const config = env();
  const databaseUrl = options.databaseUrl ?? (options.pgliteDir ? undefined : config.DATABASE_URL);
  if (databaseUrl) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const prisma = newClient(new PrismaPg({ connectionString: databaseUrl, max: config.DATABASE_POOL_MAX }));
    return { prisma, kind: "postgres", connectionString: databaseUrl, close: () => prisma.$disconnect() };
  }
  // Loaded only here: PGlite and its extensions weigh about 50 MB of RSS a PostgreSQL process
  // (production, several instances, the importer) never needs.
  const { openPglite } = await import("./pglite");
  const pg: PGlite = await openPglite(options.pgliteDir ?? config.PGLITE_DIR);
  await applyMigrations(pgliteMigrationDb(pg));
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const prisma = newClient(new PrismaPGlite(pg));
  if (options.seed ?? config.SEED_DEMO) {
    const { seedIfEmpty } = await import("@/prisma/seed/seed");
    await seedIfEmpty(prisma);
  }
  return {
    prisma,
    kind: "pglite",
    pglite: pg,
    close: async () => {
      await prisma.$disconnect();
      if (!pg.closed) await pg.close();
    },
  };
}

// One client per server process; kept on globalThis so `next dev` hot reloads do not open a second
// PGlite on the same folder (which would corrupt it).
const holder = globalThis as unknown as { saastalDb?: Promise<DbHandle> };

/** The process-wide database client. */
export async function getDb(): Promise<Db> {
  holder.saastalDb ??= createDb().catch((error: unknown) => {
    holder.saastalDb = undefined;
    throw error;
  });
  return (await holder.saastalDb).prisma;
}

/** The process-wide handle (the job queue needs the connection details, not only Prisma). */
export async function getDbHandle(): Promise<DbHandle> {
  await getDb();
  const handle = holder.saastalDb;
  if (!handle) throw new Error("database handle vanished while opening");
  return handle;
}

/** Closes the process-wide client (scripts, test teardown). */
export async function closeDb(): Promise<void> {
  const handle = holder.saastalDb;
  holder.saastalDb = undefined;
  if (handle) await (await handle).close();
}

/** Makes `handle` the process-wide client (integration tests run route handlers against their own database). */
export function installDb(handle: DbHandle): void {
  holder.saastalDb = Promise.resolve(handle);
}
