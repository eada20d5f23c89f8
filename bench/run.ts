// `npm run bench`: every benchmark, written to bench/results/latest.{json,md}.
//   BENCH_DURATION=30 (seconds per HTTP target), BENCH_SKIP_BUILD=1 reuses .next,
//   BENCH_ONLY=pricing,extraction,import,http,lighthouse,floor,js,cluster to run a subset;
//   with lighthouse and floor together, the floor's pages are audited in turn with ours and the
//   run ends with our pages' LCP, TBT and first-load JS against the floor's (issue 31's aims).
//   DATABASE_URL (a PostgreSQL server): the servers run on fresh databases there, named
//   BENCH_DB_PREFIX (saastal_bench) + a suffix and dropped afterwards; without it on an embedded
//   PGlite, and the two-instance benchmark (which needs PostgreSQL) is reported as skipped.
import fs from "node:fs";
import os from "node:os";
import { firstLoadJs, prerenderedFile } from "./first-load-js";
import { hammer, hammerEncodings, removeStaticTwins, writeStaticTwin, type HttpResult } from "./http";
import { auditInTurn, type LighthouseResult } from "./lighthouse";
import { benchCluster } from "./cluster";
import { benchExtraction } from "./extraction";
import { benchFloor, startFloor } from "./floor";
import { createBenchDb } from "./db";
import { benchImport } from "./import";
import { benchPricing } from "./pricing";
import { NGINX, nginxAvailable, startNginx } from "./nginx";
import { startServer } from "./server";

interface HttpRow {
  page: HttpResult;
  file: HttpResult;
  ratio: number;
}

const only = (process.env.BENCH_ONLY ?? "pricing,extraction,import,http,lighthouse,floor,js,cluster").split(",");
const duration = Number(process.env.BENCH_DURATION ?? 30);
const PROPERTY = "chalet-allalin";
const quoteDay = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const QUOTE = `/api/quote?property=${PROPERTY}&checkIn=${quoteDay(30)}&checkOut=${quoteDay(37)}&adults=2`;

const results: Record<string, unknown> = {
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  at: new Date().toISOString(),
};
const md: string[] = [`# Benchmark run ${String(results.at)}`, ""];

if (only.includes("pricing")) {
  const pricing = benchPricing();
  results.pricing = pricing;
  md.push("## Domain", "", `| benchmark | result |`, `|---|---|`, `| ${pricing.name} | ${pricing.microsecondsPerCall.toFixed(2)} µs/call |`, "");
}

if (only.includes("extraction")) {
  // Held-out figures are tables only: the set is never read to write rules.
  const extraction = await benchExtraction();
  results.extraction = Object.fromEntries(Object.entries(extraction.scores).map(([name, s]) => [name, { overall: s.overall, fields: s.rows }]));
  md.push("## Inquiry extraction (per-field accuracy)", "", extraction.markdown, "");
}

if (only.includes("import")) {
  const imported = await benchImport();
  results.import = imported;
  md.push("## Smoobu import", "", "| benchmark | backend | seconds | bookings/s | peak RSS MB (importer) | RSS MB before the import |", "|---|---|---|---|---|---|", `| ${imported.name} | ${imported.backend} | ${imported.seconds} | ${imported.bookingsPerSecond} | ${imported.peakRssMb} | ${imported.baseRssMb} |`, "");
}

// BENCH_PORT (3500; nginx on +80) lets two checkouts measure side by side.
const benchPort = Number(process.env.BENCH_PORT ?? 3500);
const needServer = only.some((x) => x === "http" || x === "lighthouse" || x === "js");
if (needServer) {
  const db = await createBenchDb("http");
  let server = await startServer({ port: benchPort, build: process.env.BENCH_SKIP_BUILD !== "1", db });
  try {
    if (only.includes("js")) {
      const js = { home: firstLoadJs(prerenderedFile("de", "")), property: firstLoadJs(prerenderedFile("de", PROPERTY)) };
      results.firstLoadJs = js;
      md.push("## First-load JS (gzip)", "", "| route | files | gzip KB | raw KB |", "|---|---|---|---|");
      for (const [route, r] of Object.entries(js)) md.push(`| ${route} | ${r.files} | ${r.gzipKb} | ${r.rawKb} |`);
      md.push("");
    }
    if (only.includes("http")) {
      const sizes = await Promise.all(["/", `/${PROPERTY}`, QUOTE].map(async (p) => (await (await fetch(`${server.baseUrl}${p}`)).arrayBuffer()).byteLength));
      const targets: [string, string][] = [
        ["/", writeStaticTwin("home", sizes[0] ?? 0)],
        [`/${PROPERTY}`, writeStaticTwin("property", sizes[1] ?? 0)],
        [QUOTE, writeStaticTwin("quote", sizes[2] ?? 0)],
      ];
      // `next start` lists public/ once when it starts: a file written later is a 404 (7 KB,
      // rendered), which earlier runs took for the twin. Start again so it serves them, and check.
      await server.stop();
      server = await startServer({ port: benchPort, build: false, db });
      for (const [, twin] of targets) {
        const answer = await fetch(`${server.baseUrl}${twin}`);
        const bytes = (await answer.arrayBuffer()).byteLength;
        if (answer.status !== 200 || bytes !== fs.statSync(`public${twin}`).size) throw new Error(`static twin ${twin} not served: ${answer.status}, ${bytes} B`);
      }
      const measure = async (baseUrl: string) => {
        const rows: HttpRow[] = [];
        for (const [page, twin] of targets) {
          const file = await hammer(baseUrl, twin, duration);
          if (file.errors + file.non2xx > 0) throw new Error(`static twin ${twin}: ${file.errors} errors, ${file.non2xx} non-2xx`);
          const pageResult = await hammer(baseUrl, page, duration);
          rows.push({ page: pageResult, file, ratio: Math.round((pageResult.requestsPerSecond / Math.max(1, file.requestsPerSecond)) * 100) / 100 });
        }
        return rows;
      };
      const table = (title: string, rows: HttpRow[]) => {
        md.push(`${title} (${rows[0]?.page.tool ?? "?"})`, "", "| target | req/s | p50 ms | p99 ms | errors | same-size static file req/s | ratio |", "|---|---|---|---|---|---|---|");
        for (const r of rows) md.push(`| ${r.page.path.split("?")[0]} (${r.page.bytesPerResponse} B) | ${r.page.requestsPerSecond} | ${r.page.p50Ms} | ${r.page.p99Ms} | ${r.page.errors + r.page.non2xx} | ${r.file.requestsPerSecond} | ${r.ratio} |`);
        md.push("");
      };
      try {
        const direct = await measure(server.baseUrl);
        results.http = direct;
        table(`## HTTP (50 connections, ${duration} s each, next start)`, direct);
        // Issue 31: the cached property page per encoding (20 connections, as the issue measured).
        const encodings = await hammerEncodings(server.baseUrl, `/${PROPERTY}`, duration, 20);
        results.httpEncodings = encodings;
        md.push(`## HTTP by encoding: /${PROPERTY} (20 connections, ${duration} s each, npm start)`, "", "| Accept-Encoding | req/s | p50 ms | p99 ms | bytes per response | ratio to identity |", "|---|---|---|---|---|---|");
        for (const e of encodings) md.push(`| ${e.encoding} | ${e.result.requestsPerSecond} | ${e.result.p50Ms} | ${e.result.p99Ms} | ${e.result.bytesPerResponse} | ${e.ratio} |`);
        md.push("", `brotli / identity: ${encodings.find((e) => e.encoding === "br")?.ratio ?? "?"} (aim ≥ 0.8)`, "");
        // The production setup of the README: nginx (deploy/nginx.conf.template) in front.
        if (nginxAvailable()) {
          const nginx = await startNginx({ port: benchPort + 80, upstream: new URL(server.baseUrl).host });
          try {
            const behind = await measure(nginx.baseUrl);
            results.httpBehindNginx = behind;
            table(`## HTTP behind nginx (deploy/nginx.conf.template: files from disk, 10 s cache of shareable answers; same load)`, behind);
          } finally {
            await nginx.stop();
          }
        } else {
          results.httpBehindNginx = { skipped: `no nginx at ${NGINX} (apt-get install nginx-light)` };
          md.push(`HTTP behind nginx skipped: no nginx at ${NGINX} (apt-get install nginx-light).`, "");
        }
      } finally {
        removeStaticTwins();
      }
    }
    if (only.includes("lighthouse")) {
      // With the floor in the same run, its pages are audited in turn with ours, so that the
      // ratios at the end compare pages measured under the same load.
      const floorServer = only.includes("floor") ? await startFloor() : null;
      let audits: LighthouseResult[];
      try {
        const ours = ["/", `/${PROPERTY}`, `/offer/${db.offerToken}`].map((p) => ({ baseUrl: server.baseUrl, path: p }));
        const floorPages = floorServer ? [floorServer.paths.text, floorServer.paths.photo].map((p) => ({ baseUrl: floorServer.baseUrl, path: p })) : [];
        const all = await auditInTurn([...ours, ...floorPages]);
        audits = all.slice(0, ours.length);
        const [text, photo] = all.slice(ours.length);
        if (floorServer && text && photo) results.floor = { text, photo, firstLoadJs: floorServer.firstLoadJs };
      } finally {
        await floorServer?.stop();
      }
      results.lighthouse = audits;
      md.push(`## Lighthouse (mobile, simulated throttling, Accept-Language de-CH; median of ${process.env.BENCH_LIGHTHOUSE_RUNS ?? 5} runs per page)`, "", "| page | perf (median run; lowest-highest) | a11y | best practices | SEO | LCP ms | CLS | TBT ms | below full marks |", "|---|---|---|---|---|---|---|---|---|");
      for (const a of audits) md.push(`| ${a.path.replace(db.offerToken, "{token}")} | ${a.performance} (${a.spread?.join("-") ?? "–"}) | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${a.lcpMs} | ${a.cls} | ${a.tbtMs} | ${a.failing.join(", ") || "–"} |`);
      md.push("", "The offer page is personal and carries noindex, so `seo:is-crawlable` fails there by design (SEO below 100 is expected).", "");
    }
  } finally {
    await server.stop();
    await db.drop();
  }
}

if (only.includes("floor")) {
  const floor = (results.floor as Awaited<ReturnType<typeof benchFloor>> | undefined) ?? (await benchFloor());
  results.floor = floor;
  md.push(
    `## Lighthouse floor: a bare Next.js app on the same node_modules (bench/floor.ts; same method${only.includes("lighthouse") ? ", audited in turn with our pages" : ""})`,
    "",
    "| page | perf (median run; lowest-highest) | LCP ms | CLS | TBT ms | first-load JS gzip KB |",
    "|---|---|---|---|---|---|",
    ...[floor.text, floor.photo].map((a) => `| ${a.path === "/" ? "heading and paragraph" : "chalet photo first (51 KB WebP)"} | ${a.performance} (${a.spread?.join("-") ?? "–"}) | ${a.lcpMs} | ${a.cls} | ${a.tbtMs} | ${floor.firstLoadJs.gzipKb} |`),
    "",
  );
}

// The aims of issue 31 read against the floor of the same run: LCP and TBT as ratios to the bare
// app's photo page (every page of ours leads with a photo), first-load JS as the KB over its own.
if (results.floor && (results.lighthouse || results.firstLoadJs)) {
  const floor = results.floor as Awaited<ReturnType<typeof benchFloor>>;
  const audits = (results.lighthouse ?? []) as LighthouseResult[];
  const js = results.firstLoadJs as Record<string, { gzipKb: number }> | undefined;
  const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;
  const vsFloor = [
    { page: "/", path: "/", jsKey: "home" },
    { page: "property page", path: `/${PROPERTY}`, jsKey: "property" },
  ].map(({ page, path, jsKey }) => {
    const audit = audits.find((a) => a.path === path);
    const kb = js?.[jsKey]?.gzipKb;
    return {
      page,
      lcpMs: audit?.lcpMs ?? null,
      lcpRatio: audit ? round(audit.lcpMs / floor.photo.lcpMs, 2) : null,
      tbtMs: audit?.tbtMs ?? null,
      tbtRatio: audit ? round(audit.tbtMs / Math.max(1, floor.photo.tbtMs), 2) : null,
      jsKb: kb ?? null,
      jsDeltaKb: kb === undefined ? null : round(kb - floor.firstLoadJs.gzipKb, 1),
    };
  });
  results.vsFloor = vsFloor;
  const cell = (ours: number | null, base: number, figure: string | null) => (ours === null ? "–" : `${ours} / ${base}: ${figure}`);
  md.push(
    "## Against the floor (same run; issue 31 asks LCP ≤ 1.1 ×, TBT ≤ 1.5 ×, first-load JS ≤ +30 KB)",
    "",
    "| page | LCP ms / floor's photo page | TBT ms / floor's photo page | first-load JS gzip KB / floor's |",
    "|---|---|---|---|",
    ...vsFloor.map(
      (r) =>
        `| ${r.page} | ${cell(r.lcpMs, floor.photo.lcpMs, r.lcpRatio === null ? null : `${r.lcpRatio} ×`)} | ${cell(r.tbtMs, floor.photo.tbtMs, r.tbtRatio === null ? null : `${r.tbtRatio} ×`)} | ${cell(r.jsKb, floor.firstLoadJs.gzipKb, r.jsDeltaKb === null ? null : `${r.jsDeltaKb >= 0 ? "+" : ""}${r.jsDeltaKb} KB`)} |`,
    ),
    "",
  );
}

if (only.includes("cluster")) {
  md.push(`## Two instances on one PostgreSQL behind a round-robin (50 connections, ${duration} s each)`, "");
  if (process.env.DATABASE_URL) {
    const cluster = await benchCluster(`/${PROPERTY}`, duration);
    results.cluster = cluster;
    md.push("| check | result |", "|---|---|",
      `| ${cluster.path} through the proxy, one instance | ${cluster.one.requestsPerSecond} req/s, p50 ${cluster.one.p50Ms} ms, p99 ${cluster.one.p99Ms} ms |`,
      `| the same, two instances | ${cluster.two.requestsPerSecond} req/s, p50 ${cluster.two.p50Ms} ms, p99 ${cluster.two.p99Ms} ms (× ${cluster.scale}) |`,
      `| session made on A accepted by B | ${cluster.sessionSharedAcrossInstances ? "yes" : "**no**"} |`,
      `| mail cron firings per minute over two minutes with both up (1 each is right) | ${cluster.cronJobsPerMinute.join(", ")} |`,
      `| mail jobs created by all firings of the run (equal is right) | ${cluster.cronMailJobs} for ${cluster.cronFirings} firings |`, "");
  } else {
    results.cluster = { skipped: "needs DATABASE_URL" };
    md.push("Skipped: needs DATABASE_URL (a PostgreSQL server).", "");
  }
}

fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/latest.json", JSON.stringify(results, null, 2));
fs.writeFileSync("bench/results/latest.md", `${md.join("\n")}\n`);
console.info(md.join("\n"));
