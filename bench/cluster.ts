// Two app instances on one machine sharing one PostgreSQL database, behind a round-robin proxy
// (bench/round-robin.ts): throughput of a page through two instances vs. one (the same proxy in
// front of either, so the proxy's own cost is in both), a session made on one instance used on the
// other, and a pg-boss cron (mail delivery, every minute) that must fire once per minute across
// both instances, counted in pg-boss's tables. Needs DATABASE_URL (a PostgreSQL server).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { QUEUES } from "@/lib/jobs/queue";
import { DEMO_PASSWORD } from "@/prisma/seed/users";
import { createBenchDb } from "./db";
import { hammer, type HttpResult } from "./http";
import { startRoundRobin } from "./round-robin";
import { startServer, type BenchServer } from "./server";

export interface ClusterResult {
  path: string;
  one: HttpResult;
  two: HttpResult;
  /** Throughput through two instances / through one. */
  scale: number;
  /** A session cookie from signing in on instance A is accepted by instance B. */
  sessionSharedAcrossInstances: boolean;
  /** Mail-delivery cron firings per whole minute while both instances ran: all 1 is right. */
  cronJobsPerMinute: number[];
  /** Firings handled and mail jobs they created over the whole run: equal is right. */
  cronFirings: number;
  cronMailJobs: number;
}

const PORTS = { a: 3502, b: 3503, pair: 3504, single: 3505 } as const;

function cookieHeader(response: Response, previous = ""): string {
  const fresh = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  return [previous, ...fresh].filter(Boolean).join("; ");
}

/** Signs in with the demo admin's password on `a` (next-auth's credentials flow over HTTP) and asks `b` who that is. */
async function sessionWorksAcross(a: string, b: string): Promise<boolean> {
  const csrf = await fetch(`${a}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  let cookies = cookieHeader(csrf);
  const signIn = await fetch(`${a}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies },
    body: new URLSearchParams({ csrfToken, email: "admin@example.com", password: DEMO_PASSWORD, callbackUrl: `${a}/` }),
  });
  cookies = cookieHeader(signIn, cookies);
  if (!cookies.includes("session-token")) throw new Error(`sign-in on instance A gave no session cookie (HTTP ${signIn.status})`);
  const me = async (base: string, cookie?: string) => ((await (await fetch(`${base}/api/me`, { headers: cookie ? { cookie } : {} })).json()) as { signedIn: boolean }).signedIn;
  if (await me(b)) throw new Error("instance B reports a session without a cookie");
  return (await me(a, cookies)) && (await me(b, cookies));
}

/**
 * pg-boss fires a cron by inserting a '__pgboss__send-it' job with a one-minute singleton (so a
 * second instance's insert for the same minute is refused), and that job's worker then creates
 * the real job. Counted per singleton minute, not by the real job's created_on: a tick handled at
 * 12:00:58 creates its mail job at 12:01:00, which made an exact run look like "2, 1" per minute.
 * `mailJobs` must equal `firings` over the database's whole life: a send-it handled twice (by
 * both instances) would show as one mail job too many.
 */
async function cronCounts(url: string, from: Date, to: Date): Promise<{ perMinute: number[]; firings: number; mailJobs: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Completed jobs may already have moved to the archive table.
    const jobs = `(SELECT name, singleton_key, singleton_on, state::text FROM pgboss.job UNION ALL SELECT name, singleton_key, singleton_on, state::text FROM pgboss.archive)`;
    // singleton_on is a UTC timestamp without time zone: compared and read as epoch milliseconds.
    const { rows } = await client.query<{ ms: string; firings: string }>(
      `SELECT extract(epoch FROM singleton_on) * 1000 AS ms, count(*) AS firings FROM ${jobs} j
        WHERE name = '__pgboss__send-it' AND singleton_key = $1
          AND singleton_on >= to_timestamp($2 / 1000.0) AT TIME ZONE 'UTC' AND singleton_on < to_timestamp($3 / 1000.0) AT TIME ZONE 'UTC'
        GROUP BY 1 ORDER BY 1`,
      [QUEUES.mail, from.getTime(), to.getTime()],
    );
    const minutes = Math.round((to.getTime() - from.getTime()) / 60_000);
    const perMinute = Array.from({ length: minutes }, (_, i) => Number(rows.find((r) => Number(r.ms) === from.getTime() + i * 60_000)?.firings ?? 0));
    const totals = await client.query<{ firings: string; mail_jobs: string }>(
      `SELECT count(*) FILTER (WHERE name = '__pgboss__send-it' AND singleton_key = $1 AND state = 'completed') AS firings,
              count(*) FILTER (WHERE name = $1) AS mail_jobs FROM ${jobs} j`,
      [QUEUES.mail],
    );
    return { perMinute, firings: Number(totals.rows[0]?.firings ?? 0), mailJobs: Number(totals.rows[0]?.mail_jobs ?? 0) };
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchCluster(path: string, durationSeconds: number): Promise<ClusterResult> {
  if (!process.env.DATABASE_URL) throw new Error("the two-instance benchmark needs DATABASE_URL (a PostgreSQL server)");
  const db = await createBenchDb("cluster");
  const url = db.url as string;
  // Production sets one AUTH_SECRET for every instance; so does this.
  const env = { AUTH_SECRET: randomBytes(32).toString("base64url") };
  const servers: BenchServer[] = [];
  const proxies: { close(): Promise<void> }[] = [];
  try {
    servers.push(await startServer({ port: PORTS.a, build: false, db, env }));
    servers.push(await startServer({ port: PORTS.b, build: false, db, env }));
    const [a, b] = servers.map((s) => s.baseUrl) as [string, string];
    const bothUp = Date.now();
    const pair = await startRoundRobin(PORTS.pair, [a, b]);
    const single = await startRoundRobin(PORTS.single, [a]);
    proxies.push(pair, single);

    const sessionSharedAcrossInstances = await sessionWorksAcross(a, b);
    // Warm both instances' caches, then the same proxy in front of one and of two instances.
    await hammer(pair.baseUrl, path, 2);
    const one = await hammer(single.baseUrl, path, durationSeconds);
    const two = await hammer(pair.baseUrl, path, durationSeconds);

    // Two whole minutes with both instances up, plus time for pg-boss's cron check (every 30 s).
    const from = new Date(Math.ceil(bothUp / 60_000) * 60_000);
    const to = new Date(from.getTime() + 2 * 60_000);
    await sleep(Math.max(0, to.getTime() + 45_000 - Date.now()));
    const cron = await cronCounts(url, from, to);
    return {
      path,
      one,
      two,
      scale: Math.round((two.requestsPerSecond / Math.max(1, one.requestsPerSecond)) * 100) / 100,
      sessionSharedAcrossInstances,
      cronJobsPerMinute: cron.perMinute,
      cronFirings: cron.firings,
      cronMailJobs: cron.mailJobs,
    };
  } finally {
    for (const p of proxies) await p.close();
    for (const s of servers) await s.stop();
    await db.drop();
  }
}
