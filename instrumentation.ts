// Next calls register() once when a server process starts. The job workers (Smoobu sync, rates,
// mail) live in the Node.js server only: never in the edge runtime, and never while `next build`
// runs (its prerender workers are not servers and must not pick up jobs).
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startWorkers } = await import("./lib/jobs/workers");
  try {
    await startWorkers();
  } catch (error) {
    // The site still serves pages without its background jobs; the log says why they are missing.
    console.error("[jobs] could not start the workers", error);
  }
}
