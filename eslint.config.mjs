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
  {
    // Configuration is read and validated in one place (lib/env.ts): a wrong value then fails
    // with a message naming the variable. Scripts, tests, benches and the Next config set up
    // processes and may read their own variables.
    files: ["app/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "i18n/**/*.ts", "proxy.ts"],
    ignores: ["lib/env.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration through env() from lib/env.ts." }],
    },
  },
  globalIgnores([".next/**", "node_modules/**", "generated/**", "data/**", "coverage/**", "test-results/**", "playwright-report/**", "bench/results/**", "next-env.d.ts"]),
]);
