import { spawn, type ChildProcess } from "node:child_process";
import type { BenchDb } from "./db";

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error("server did not become healthy in time");
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
  await waitForHealth(baseUrl, child, 15 * 60_000);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
    },
  };
}
