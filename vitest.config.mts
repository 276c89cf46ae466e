import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      "server-only": path.join(root, "test/server-only.ts"),
    },
  },
  test: {
    // Vitest gives a run one worker fewer than the machine's cores: on these two-core machines one worker, and the
    // unit and UI tests took 95 s where two workers take 65 s, and two threads 53 s (1,382 tests, 2026-11-28).
    // The integration tests keep processes of their own (below).
    pool: "threads",
    maxWorkers: 2,
    // A passing test prints nothing: the logger's lines (admin.order.note…) and a test's own console output are
    // shown only for a test that fails, after it, where they help.
    silent: "passed-only",
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: ["{app,components,lib,prisma,scripts}/**/*.test.ts", "*.test.ts"],
          exclude: ["**/*.integration.test.ts", "node_modules/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "ui",
          environment: "jsdom",
          include: ["{app,components,lib}/**/*.test.tsx"],
          setupFiles: ["test/dialog-polyfill.ts", "test/testing-library.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["**/*.integration.test.ts"],
          exclude: ["node_modules/**"],
          // The migrated database and the one with the demo data, made once; each suite copies one (test/database.ts).
          globalSetup: ["test/integration-setup.ts"],
          // Every file in a child process of its own, ended once the file is done: a test that timed out and still runs
          // cannot reach into the next file. Vitest's defaults, kept on purpose (`isolate: false` would run the next
          // file beside the leftovers).
          pool: "forks",
          isolate: true,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Each file makes its own database; two at a time is what two cores carry.
          maxWorkers: 2,
          // Staff passwords hashed at a test cost (lib/env.ts passwordHashCost); the unit tests keep production's.
          env: { PASSWORD_HASH_COST: "test" },
        },
      },
    ],
  },
});
