// The bench's databases: a fresh PostgreSQL database per use on DATABASE_URL's server, named
// BENCH_DB_PREFIX (saastal_bench) + a suffix and dropped afterwards, or an embedded PGlite
// directory without DATABASE_URL. Either is migrated and seeded with the demo content here, before
// a server starts on it, so the bench can read what it needs from it (an offer's token).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb } from "@/lib/db/client";
import { applyMigrations, nodePgMigrationDb } from "@/lib/db/migrate-runner";

export interface BenchDb {
  /** The database's URL, or null for the embedded PGlite in `pgliteDir`. */
  url: string | null;
  pgliteDir: string | null;
  /** The token of a seeded offer a guest can open (for the offer page). */
  offerToken: string;
  drop(): Promise<void>;
}

async function admin<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export function postgresAvailable(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

export async function createBenchDb(suffix: string): Promise<BenchDb> {
  const serverUrl = process.env.DATABASE_URL;
  let url: string | null = null;
  let pgliteDir: string | null = null;
  let drop: () => Promise<void>;
  if (serverUrl) {
    const name = `${process.env.BENCH_DB_PREFIX ?? "saastal_bench"}_${suffix}`;
    await admin(serverUrl, async (c) => {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.query(`CREATE DATABASE "${name}"`);
    });
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    await admin(url, async (c) => void (await applyMigrations(nodePgMigrationDb(c))));
    drop = () => admin(serverUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "saastal-bench-"));
    pgliteDir = path.join(dir, "db");
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const handle = await createDb(url ? { databaseUrl: url } : { pgliteDir: pgliteDir ?? undefined, seed: false });
  try {
    const { seedIfEmpty } = await import("@/prisma/seed/seed");
    await seedIfEmpty(handle.prisma);
    const offer = await handle.prisma.offer.findFirst({ where: { status: { in: ["sent", "viewed"] }, expiresAt: { gt: new Date() } }, select: { offerToken: true } });
    if (!offer?.offerToken) throw new Error("the demo content has no open offer");
    return { url, pgliteDir, offerToken: offer.offerToken, drop };
  } finally {
    await handle.close();
  }
}
