import { defineConfig } from "tsup";

// One bundle for the server: workspace packages (TypeScript source) are compiled in,
// third-party packages stay in node_modules.
export default defineConfig({
  entry: { server: "src/server.ts" },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@suyuan\//],
  // Bare imports other than @suyuan/* (including the dependencies of workspace packages).
  external: [/^(?!@suyuan\/)[^./]/],
});
