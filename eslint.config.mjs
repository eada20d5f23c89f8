import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // The offline Prisma 6.19 migration adapters patch untyped internals of pg and the adapters.
    files: ["prisma/pg-migrate-adapter.ts", "prisma/pglite-migrate-adapter.ts", "prisma/migrate.config.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  globalIgnores([".next/**", "node_modules/**", "generated/**", "data/**", "coverage/**", "test-results/**", "playwright-report/**", "bench/results/**", "next-env.d.ts"]),
]);
