import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";

/** Extensions the migrations create; PGlite must have them loaded to allow that. */
export const pgliteExtensions = { btree_gist, citext };

/**
 * Opens the embedded database. `dir` is a folder (created when missing) or "memory://".
 * PGlite is single-connection and single-process: one app instance per data folder.
 */
export async function openPglite(dir: string): Promise<PGlite> {
  if (dir.startsWith("memory://")) return PGlite.create(dir, { extensions: pgliteExtensions });
  const dataDir = path.resolve(/*turbopackIgnore: true*/ dir);
  // PGlite creates only the last folder of the path; a fresh checkout has no ./data yet.
  fs.mkdirSync(/*turbopackIgnore: true*/ path.dirname(dataDir), { recursive: true });
  return PGlite.create(dataDir, { extensions: pgliteExtensions });
}
