import { defineConfig } from "vitest/config";

export default defineConfig({
  // Filters and includes are relative to this folder, wherever the runner is started from.
  root: import.meta.dirname,
  test: {
    include: ["unit/**/*.test.ts", "integration/**/*.test.ts", "system/**/*.test.ts"],
    // Each file gets its own process and database; two at a time on two cores.
    pool: "forks",
    // One migrated, seeded database per run that each file's database is copied from.
    globalSetup: ["./support/database-template.ts"],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
