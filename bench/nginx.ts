import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * nginx from Debian in front of a running Next server, configured by deploy/nginx.conf.template
 * (the configuration the README recommends for production), in a temporary prefix.
 */
export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export function nginxAvailable(): boolean {
  return fs.existsSync(NGINX) && spawnSync(NGINX, ["-v"]).status === 0;
}

export interface Nginx {
  baseUrl: string;
  stop(): Promise<void>;
}

/** deploy/nginx.conf.template with its ${...} names filled in, as envsubst would. */
export function renderNginxConfig(values: Record<"NGINX_PREFIX" | "NGINX_PORT" | "NEXT_UPSTREAM" | "APP_DIR", string>): string {
  const template = fs.readFileSync(path.join("deploy", "nginx.conf.template"), "utf8");
  return template.replace(/\$\{(NGINX_PREFIX|NGINX_PORT|NEXT_UPSTREAM|APP_DIR)\}/g, (_, name: keyof typeof values) => values[name]);
}

export async function startNginx(options: { port: number; upstream: string }): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "saastal-nginx-"));
  // Workers run as 'nobody' when started by root: they must reach the cache and temp folders.
  fs.chmodSync(prefix, 0o777);
  const config = path.join(prefix, "nginx.conf");
  fs.writeFileSync(config, renderNginxConfig({ NGINX_PREFIX: prefix, NGINX_PORT: String(options.port), NEXT_UPSTREAM: options.upstream, APP_DIR: process.cwd() }));
  const test = spawnSync(NGINX, ["-p", prefix, "-c", config, "-t"], { encoding: "utf8" });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
  const child: ChildProcess = spawn(NGINX, ["-p", prefix, "-c", config, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(`${baseUrl}/robots.txt`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("nginx did not answer");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
