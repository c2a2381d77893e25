import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const include = ["src/**/*.test.tsx", "src/**/*.test.ts"];

/**
 * Test files that replace a module with vi.mock. Files share their modules within a worker (see
 * below), so a module another file has already loaded would not be replaced: these keep a module
 * registry of their own.
 */
const mockingFiles = readdirSync(join(root, "src"), { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => join(root, "src", file))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, "utf8")))
  .map((file) => relative(root, file));

const shared: TestProjectInlineConfiguration["test"] = {
  environment: "jsdom",
  setupFiles: ["./src/test/setup.ts"],
  css: false,
  // Whole forms render and are typed into in jsdom: seconds each on a busy 2-core machine.
  testTimeout: 20_000,
};

// Root is this folder so the root test runner can call `vitest run --config apps/web/vitest.config.ts`.
export default defineConfig({
  root,
  plugins: [react()],
  test: {
    // Vitest leaves one core to its main process by default; on two cores that ran one file at a time.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: "components",
          include,
          exclude: mockingFiles,
          // Loading React, Mantine and the app's modules again for every file was two thirds of this
          // stage's time; each test unmounts what it rendered and clears storage (src/test/setup.ts).
          isolate: false,
        },
      },
      { extends: true, test: { ...shared, name: "components with module mocks", include: mockingFiles } },
    ],
  },
});
