import pg from "pg";
import type { DbHandle } from "@/lib/db/client";

// Who is executing a sync run right now. A run row says "running" whether its process is alive
// or was killed, so liveness needs something that dies with the process: on PostgreSQL a session
// advisory lock held on a connection of its own (the server drops it, and the lock, the moment
// the process dies, even by SIGKILL), and in every process a set of the runs it executes itself.
// The embedded PGlite serves one process only, so there the set is the whole truth.

/** Arbitrary first key of pg_advisory_lock(int, int); the second is hashtext(run id). */
const RUN_LOCK_CLASS = 730_113_002;

const holder = globalThis as unknown as { saastalRunsHere?: Set<string> };
const runsHere = (holder.saastalRunsHere ??= new Set<string>());

export interface RunLease {
  /** Runs `fn` holding the run's lease; null (without calling it) when someone else holds it. */
  <T>(runId: string, fn: () => Promise<T>): Promise<T | null>;
}

async function lockConnection(connectionString: string, runId: string): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString, application_name: "saastal-run-lease" });
  // A lost connection only loses the lease; the run itself goes on and reports on its own.
  client.on("error", (error) => console.warn(`[sync] lease connection of run ${runId} lost`, error.message));
  await client.connect();
  const { rows } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok", [RUN_LOCK_CLASS, runId]);
  if (rows[0]?.ok) return client;
  await client.end();
  return null;
}

export function runLease(handle: Pick<DbHandle, "connectionString">): RunLease {
  return async (runId, fn) => {
    if (runsHere.has(runId)) return null;
    runsHere.add(runId);
    let client: pg.Client | null = null;
    try {
      if (handle.connectionString) {
        client = await lockConnection(handle.connectionString, runId);
        if (!client) return null;
      }
      return await fn();
    } finally {
      runsHere.delete(runId);
      // Closing the session releases the lock.
      await client?.end().catch(() => {});
    }
  };
}
