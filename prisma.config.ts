import path from "node:path";
import { defineConfig } from "prisma/config";

// Offline: Prisma 7's CLI downloads the native schema engine before every command unless this
// points to an existing file. generate/validate/format never execute it; migrations go through
// the db:* scripts (Prisma 6.19's WASM engine) and lib/db/migrate-runner.ts instead.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(import.meta.dirname, "scripts/no-schema-engine.sh");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
