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
  const dataDir = dir.startsWith("memory://") ? dir : path.resolve(/*turbopackIgnore: true*/ dir);
  return PGlite.create(dataDir, { extensions: pgliteExtensions });
}
