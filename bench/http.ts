import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";

export interface HttpResult {
  path: string;
  /** The Accept-Encoding sent with every request. */
  acceptEncoding: string;
  tool: "wrk" | "autocannon";
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
}

/** wrk from Debian (apt-get install wrk), when present: see hammer(). */
export const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";
export const wrkAvailable = (): boolean => fs.existsSync(WRK);

// Printed by wrk when it is done: totals and latency percentiles (µs) as one JSON line.
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"bytes":%d,"durationUs":%d,"errors":%d,"non2xx":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.bytes, summary.duration, e.connect + e.read + e.write + e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`;

/**
 * `connections` keep-alive connections on `urlPath` for `durationSeconds`, asking for
 * `acceptEncoding` (identity unless told). With wrk (C, two threads) when installed, else
 * autocannon. autocannon, one Node thread on these two cores, runs out of CPU before nginx does:
 * it measured nginx's cached property page at a quarter of the same-size file while wrk, in the
 * same minute, saw two thirds. So the tool is reported too.
 */
export async function hammer(baseUrl: string, urlPath: string, durationSeconds: number, connections = 50, acceptEncoding = "identity"): Promise<HttpResult> {
  return wrkAvailable() ? hammerWrk(baseUrl, urlPath, durationSeconds, connections, acceptEncoding) : hammerAutocannon(baseUrl, urlPath, durationSeconds, connections, acceptEncoding);
}

async function hammerWrk(baseUrl: string, urlPath: string, durationSeconds: number, connections: number, acceptEncoding: string): Promise<HttpResult> {
  const script = path.join(os.tmpdir(), "saastal-wrk-report.lua");
  fs.writeFileSync(script, WRK_REPORT);
  const args = ["-t2", `-c${connections}`, `-d${durationSeconds}s`, "--timeout", "10s", "-H", `accept-encoding: ${acceptEncoding}`, "-s", script, `${baseUrl}${urlPath}`];
  const out = await new Promise<string>((resolve, reject) => {
    execFile(WRK, args, { maxBuffer: 1 << 20 }, (error, stdout, stderr) => (error ? reject(new Error(`wrk failed: ${stderr || error.message}`)) : resolve(stdout)));
  });
  const line = out.split("\n").find((l) => l.startsWith("{\"requests\""));
  if (!line) throw new Error(`wrk printed no report: ${out}`);
  const r = JSON.parse(line) as { requests: number; bytes: number; durationUs: number; errors: number; non2xx: number; p50Us: number; p99Us: number };
  return {
    path: urlPath,
    acceptEncoding,
    tool: "wrk",
    requestsPerSecond: Math.round(r.requests / (r.durationUs / 1e6)),
    p50Ms: Math.round(r.p50Us / 100) / 10,
    p99Ms: Math.round(r.p99Us / 100) / 10,
    errors: r.errors,
    non2xx: r.non2xx,
    // Headers included, as autocannon counts them.
    bytesPerResponse: r.requests ? Math.round(r.bytes / r.requests) : 0,
  };
}

async function hammerAutocannon(baseUrl: string, urlPath: string, durationSeconds: number, connections: number, acceptEncoding: string): Promise<HttpResult> {
  const result = await autocannon({ url: `${baseUrl}${urlPath}`, connections, duration: durationSeconds, headers: { "accept-encoding": acceptEncoding } });
  return {
    path: urlPath,
    acceptEncoding,
    tool: "autocannon",
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

export interface EncodingRow {
  encoding: "identity" | "gzip" | "br";
  result: HttpResult;
  /** Requests/s against identity's in the same run. */
  ratio: number;
}

/**
 * The same page asked for as identity, gzip and brotli, one after the other on the same server
 * (issue 31: every request used to compress the whole page again). Each answer is checked first
 * to come in the encoding asked for, so a figure never measures another one.
 */
export async function hammerEncodings(baseUrl: string, urlPath: string, durationSeconds: number, connections: number): Promise<EncodingRow[]> {
  const rows: EncodingRow[] = [];
  for (const encoding of ["identity", "gzip", "br"] as const) {
    const probe = await fetch(`${baseUrl}${urlPath}`, { headers: { "accept-encoding": encoding } });
    await probe.arrayBuffer();
    const got = probe.headers.get("content-encoding") ?? "identity";
    if (probe.status !== 200 || got !== encoding) throw new Error(`${urlPath} asked for ${encoding}: ${probe.status}, content-encoding ${got}`);
    const result = await hammer(baseUrl, urlPath, durationSeconds, connections, encoding);
    if (result.errors + result.non2xx > 0) throw new Error(`${urlPath} (${encoding}): ${result.errors} errors, ${result.non2xx} non-2xx`);
    rows.push({ encoding, result, ratio: 1 });
  }
  const identity = rows[0]?.result.requestsPerSecond ?? 0;
  for (const row of rows) row.ratio = Math.round((row.result.requestsPerSecond / Math.max(1, identity)) * 100) / 100;
  return rows;
}
