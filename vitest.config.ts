import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // The real package throws outside React Server Components; tests import server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty-module.ts"),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          server: { deps: { inline: ["next-auth"] } },
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "tests/unit/**/*.test.ts"],
          environment: "node",
          // Vitest's 5 s default is about a quiet machine: a test that walks every route or runs a
          // property check took 7 s on this 2-core box while browsers built beside it. Speed is
          // measured in bench/, never by a timeout.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          // next-auth imports "next/headers" without an extension (fine for Next's bundler, not for
          // Node's ESM loader); processed by Vite it resolves, and tests can mock next/headers for it.
          server: { deps: { inline: ["next-auth"] } },
          // One PostgreSQL database per test file (or an in-memory PGlite): files may run in parallel.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // tests/security: authorization matrix, IDOR, webhooks, hostile input (issue 9).
          name: "security",
          include: ["tests/security/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          server: { deps: { inline: ["next-auth"] } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // tests/faults: crashes, unreachable database, failing Smoobu and mail server (issue 9).
          name: "faults",
          include: ["tests/faults/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          server: { deps: { inline: ["next-auth"] } },
          // Child processes and deliberate outages: one file at a time, with room to wait.
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
