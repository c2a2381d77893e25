import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Root is this folder so the root test runner can call `vitest run --config apps/web/vitest.config.ts`.
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react()],
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // Whole forms render and are typed into in jsdom: seconds each on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
