import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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
 * Starts the production server the way `npm start` does (scripts/start.ts), on its own port and,
 * without DATABASE_URL, on a throw-away embedded database seeded with the demo content.
 * `build: false` reuses the existing .next build.
 */
export async function startServer(options: { port: number; build: boolean }): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "saastal-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(options.port),
      SITE_URL: baseUrl,
      SYNC_SCHEDULE_ENABLED: "0",
      ...(options.build ? {} : { SKIP_BUILD: "1" }),
      ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: path.join(pgliteDir, "db"), DATABASE_URL: "" }),
    },
    detached: true,
  });
  await waitForHealth(baseUrl, child, 15 * 60_000);
  return {
    baseUrl,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    },
  };
}
