import { defineConfig } from "vitest/config";

export default defineConfig({
  // Filters and includes are relative to this folder, wherever the runner is started from.
  root: import.meta.dirname,
  test: {
    include: ["unit/**/*.test.ts", "integration/**/*.test.ts", "system/**/*.test.ts"],
    // Each file gets its own worker thread and database; two at a time on two cores. Threads
    // rather than child processes: measured on this 2-core machine, the PGlite stage took 346 s
    // against 520 and the PostgreSQL one 195 against 287, much of it in loading each file's some
    // 800 modules.
    pool: "threads",
    // One migrated, seeded database per run that each file's database is copied from.
    globalSetup: ["./support/database-template.ts"],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
