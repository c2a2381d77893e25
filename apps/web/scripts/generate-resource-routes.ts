// Writes the missing route files of every kit resource (one line each), so a new resource needs
// no page code by hand:   npm run generate:routes -w @suyuan/web
// Existing files are kept (a page with overrides is edited by hand). The router plugin then
// includes them in routeTree.gen.ts on the next build or dev start.
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { resourceRouteFiles } from "../src/kit/resource-route-files.ts";

const routes = join(import.meta.dirname, "../src/routes");
let written = 0;
for (const [name, definition] of Object.entries(RESOURCES))
  for (const { file, source } of resourceRouteFiles(name, definition)) {
    const target = join(routes, file);
    if (existsSync(target)) continue;
    writeFileSync(target, source);
    written += 1;
    console.log(`wrote src/routes/${file}`);
  }
console.log(written ? `${written} route files written.` : "Every kit resource already has its route files.");
