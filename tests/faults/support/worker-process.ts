// A server process without the web part: the job workers exactly as instrumentation.ts starts
// them, on the database of the environment (DATABASE_URL, or the PGlite folder PGLITE_DIR) and
// SMOOBU_*. tests/faults/sync-crash.test.ts runs it as a child process so that it can kill it with
// SIGKILL in the middle of a sync.
//
// With FAULTS_WATCH_RUN=<id> it prints the run's progress ("run <status> <done>") on stdout: the
// embedded database can be open in one process only, so the test cannot read it while this runs.
//
// Run with `node --import ./server-only-hook.mjs --import tsx` (see that file).
import { getDb } from "@/lib/db/client";
import { startWorkers } from "@/lib/jobs/workers";

await startWorkers();
console.info("[worker-process] workers started");

const watched = process.env.FAULTS_WATCH_RUN;
if (watched) {
  const db = await getDb();
  setInterval(() => {
    void db.syncRun.findUnique({ where: { id: watched } }).then((run) => console.info(`run ${run?.status ?? "missing"} ${run?.done ?? 0}`));
  }, 100);
} else {
  // pg-boss polls on timers; this keeps the process alive even between polls, until it is killed.
  setInterval(() => {}, 60_000);
}
