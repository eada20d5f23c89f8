import { fileURLToPath } from "node:url";

/**
 * Runs `bench` and prints its result as JSON when `moduleUrl` is the file node was started with
 * (`npx tsx bench/import.ts`), and does nothing when bench/run.ts imports the module.
 */
export function runAsScript(moduleUrl: string, bench: () => Promise<unknown>): void {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  bench().then(
    (result) => console.info(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
