// A server process without the web part: the job workers exactly as instrumentation.ts starts
// them, on the DATABASE_URL and SMOOBU_* of the environment. tests/faults/sync-crash.test.ts runs
// it as a child process so that it can kill it with SIGKILL in the middle of a sync.
//
// Run with `node --import ./server-only-hook.mjs --import tsx` (see that file).
import { startWorkers } from "@/lib/jobs/workers";

await startWorkers();
console.info("[worker-process] workers started");
// pg-boss polls on timers; this keeps the process alive even between polls, until it is killed.
setInterval(() => {}, 60_000);
