import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
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
  // V8 keeps the bundle's source in memory for the life of the process: as one-byte text when it
  // is all ASCII, as two-byte text (twice the size, 4 MB more) as soon as one character is not.
  // esbuild writes strings as ASCII but leaves comments and regular expressions as they are.
  async onSuccess() {
    await writeAsAscii(fileURLToPath(new URL("./dist/server.js", import.meta.url)));
  },
});

/**
 * Rewrites every character other than printable ASCII, tab and line ends as a \u escape, which
 * means the same in strings, regular expressions and comments (a character beyond the BMP as its
 * two UTF-16 halves).
 */
async function writeAsAscii(file: string) {
  const text = await readFile(file, "utf8");
  const ascii = text.replace(/[^ -~\t\n\r]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
  if (ascii !== text) await writeFile(file, ascii);
}
