// Builds the web with the pages of resources declared outside the product (the test suite's
// fixtures), into apps/web/.test-build/dist, for a server started with the same modules in
// SUYUAN_TEST_RESOURCE_MODULES and WEB_DIST_DIR pointing there (tests/e2e/fixture-resource.spec.ts):
//   npm run build:test-resources -w @suyuan/web -- "$PWD/tests/fixtures/hamlet-resource.ts"
// The product's build (`vite build`) never sees these modules. This one reads a copy of src/routes
// (their imports pointed back at src) with the route files the generator would write for each
// definition the modules export, writes its own route tree, and the app imports that tree instead
// of src/routeTree.gen.ts (vite.config.ts). Nothing under src is written.
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, mergeConfig } from "vite";
import { resourceRouteFiles } from "../src/kit/resource-route-files.ts";
import { webConfig } from "../vite.config.ts";

const webRoot = join(import.meta.dirname, "..");
const buildRoot = join(webRoot, ".test-build");
const routesDirectory = join(buildRoot, "routes");

const isDefinition = (value: unknown): value is ResourceDefinition =>
  typeof value === "object" && value !== null && "schemas" in value && "keys" in value && "routes" in value;

/** A route file of src/routes, its imports of src (`"../kit/…"`) pointed there from the copy. */
const fromCopy = (source: string) =>
  source.replaceAll('from "../', 'from "../../src/').replaceAll('import("../', 'import("../../src/');

rmSync(buildRoot, { recursive: true, force: true });
mkdirSync(routesDirectory, { recursive: true });
const productRoutes = join(webRoot, "src/routes");
for (const file of readdirSync(productRoutes))
  writeFileSync(join(routesDirectory, file), fromCopy(readFileSync(join(productRoutes, file), "utf8")));

for (const modulePath of process.argv.slice(2)) {
  const absolute = resolve(modulePath);
  const exports = Object.entries((await import(pathToFileURL(absolute).href)) as Record<string, unknown>);
  const module = relative(routesDirectory, absolute);
  for (const [member, definition] of exports) {
    if (!isDefinition(definition)) continue;
    for (const { file, source } of resourceRouteFiles(definition.name, definition, { module, member })) {
      writeFileSync(join(routesDirectory, file), source.replace('from "../kit/', 'from "../../src/kit/'));
      console.log(`${definition.name}: ${file}`);
    }
  }
}

await build(
  mergeConfig(webConfig({ routesDirectory, generatedRouteTree: join(buildRoot, "routeTree.gen.ts") }), {
    configFile: false,
    root: webRoot,
    logLevel: "warn",
    build: { outDir: join(buildRoot, "dist"), emptyOutDir: true },
  }),
);
console.log(`built ${relative(process.cwd(), join(buildRoot, "dist"))}`);
