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
    ],
  },
});
