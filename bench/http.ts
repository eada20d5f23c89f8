import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";

export interface HttpResult {
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
}

export async function hammer(baseUrl: string, urlPath: string, durationSeconds: number, connections = 50): Promise<HttpResult> {
  const result = await autocannon({ url: `${baseUrl}${urlPath}`, connections, duration: durationSeconds, headers: { "accept-encoding": "identity" } });
  return {
    path: urlPath,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

/**
 * A file in public/ with exactly `bytes` bytes of HTML, served by the same Next server: the
 * reference a page is compared with (a ratio in one run, not an absolute figure).
 */
export function writeStaticTwin(name: string, bytes: number): string {
  const file = path.join("public", "bench", `${name}.html`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const head = "<!doctype html><title>bench</title><p>";
  fs.writeFileSync(file, head + "x".repeat(Math.max(0, bytes - head.length)));
  return `/bench/${name}.html`;
}

export function removeStaticTwins(): void {
  fs.rmSync(path.join("public", "bench"), { recursive: true, force: true });
}
