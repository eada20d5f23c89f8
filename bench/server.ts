import { spawn, type ChildProcess } from "node:child_process";
import type { BenchDb } from "./db";

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Polls `url` until it answers 2xx; fails as soon as `child` exits or after `timeoutMs`. */
export async function waitForAnswer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * Stops a server spawned with `detached: true` by signalling its whole process group: `next
 * start` serves from a child (next-server) that outlives a signal to the parent alone.
 */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/**
 * Starts the production server the way `npm start` does (scripts/start.ts), on its own port and
 * on a bench database (bench/db.ts: PostgreSQL or an embedded PGlite directory, already seeded).
 * `build: false` reuses the existing .next build; `env` adds to the server's environment.
 */
export async function startServer(options: { port: number; build: boolean; db: BenchDb; env?: Record<string, string> }): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const { db } = options;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(options.port),
      SITE_URL: baseUrl,
      SYNC_SCHEDULE_ENABLED: "0",
      ...(options.build ? {} : { SKIP_BUILD: "1" }),
      ...(db.url ? { DATABASE_URL: db.url } : { PGLITE_DIR: db.pgliteDir ?? "", DATABASE_URL: "" }),
      ...options.env,
    },
    detached: true,
  });
  await waitForAnswer(`${baseUrl}/api/health`, child, 15 * 60_000);
  return {
    baseUrl,
    stop: () => stopGroup(child),
  };
}
