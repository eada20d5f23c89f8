/**
 * Generates every demo image of the site offline, from SVG composed in code and
 * rasterised with sharp. Deterministic: every image draws from its own seeded
 * PRNG, so re-running produces byte-identical files (files whose content did
 * not change are not rewritten).
 *
 *   npx tsx scripts/generate-images.ts            all files
 *   npx tsx scripts/generate-images.ts chalet-dom only files whose path contains the text
 *   npx tsx scripts/generate-images.ts --list     which scene each property photo shows
 *
 * Outputs (all under public/):
 *   images/properties/{slug}/{n}.webp  1600x900
 *   images/team/{n}.webp               600x600
 *   images/blog/{n}.webp               1600x900
 *   brand/logo.svg, brand/icon.png (512x512), brand/og-default.webp (1200x630)
 */
import path from "node:path";
import { jobs } from "./jobs";
import { PROPERTIES } from "./properties";
import { sceneOrder } from "./scene-order";
import { PUBLIC_DIR, writeIfChanged } from "./write";

/** Rendering is CPU-bound in sharp's thread pool; a few jobs in flight keep it busy without hoarding memory. */
const CONCURRENCY = 4;

async function main(): Promise<void> {
  if (process.argv.includes("--list")) {
    for (const p of PROPERTIES) console.log(`${p.slug}: 1=exterior ${sceneOrder(p).map((sc, i) => `${i + 2}=${sc}`).join(" ")}`);
    return;
  }
  const only = process.argv[2];
  const all = jobs().filter((j) => !only || j.file.includes(only));
  let written = 0;
  let total = 0;
  const queue = [...all];
  const worker = async (): Promise<void> => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const data = await job.render();
      total += data.length;
      if (await writeIfChanged(path.join(PUBLIC_DIR, job.file), data)) written += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(`${all.length} files (${written} written, ${all.length - written} unchanged), ${(total / 1024 / 1024).toFixed(2)} MB total`);
}

await main();
