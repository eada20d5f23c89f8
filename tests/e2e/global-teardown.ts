import fs from "node:fs";

// The embedded database folders of this run (not used with DATABASE_URL) are thrown away: the
// main server's and the keyless server's (playwright.config.ts).
export default async function teardown() {
  const dir = process.env.E2E_PGLITE_DIR;
  if (!dir || !dir.includes("saastal-e2e-")) return;
  for (const folder of [dir, `${dir}-keyless`]) fs.rmSync(folder, { recursive: true, force: true });
}
