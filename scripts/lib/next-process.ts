import { spawn } from "node:child_process";
import path from "node:path";

const nextBin = path.join(process.cwd(), "node_modules/next/dist/bin/next");

/** Runs `next <args>` with extra environment variables; resolves with its exit code. */
export function runNext(args: string[], extraEnv: Record<string, string | undefined>): Promise<number> {
  return runNode([nextBin, ...args], extraEnv);
}

/** Serves the build with scripts/serve.ts (`next start` plus the socket's peer address); resolves with its exit code. */
export function runServer(extraEnv: Record<string, string | undefined>): Promise<number> {
  return runNode(["--import", "tsx", path.join(process.cwd(), "scripts/serve.ts")], extraEnv);
}

function runNode(args: string[], extraEnv: Record<string, string | undefined>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      stdio: "inherit",
      env: { ...process.env, ...extraEnv },
    });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
