import fs from "node:fs";

// The embedded database folder of this run (not used with DATABASE_URL) is thrown away.
export default async function teardown() {
  const dir = process.env.E2E_PGLITE_DIR;
  if (dir && dir.includes("saastal-e2e-")) fs.rmSync(dir, { recursive: true, force: true });
}
