// Writes what the kit resources' definitions imply beyond themselves, so a new resource needs no
// page code and no registry line by hand:   npm run generate:routes -w @suyuan/web
// - the route registry's data of the resources that name their `menu` (pages, titles, menu
//   group, operation keys): packages/contracts/src/permissions/kit-routes.gen.ts, rewritten;
// - the missing route files of every kit resource (one line each). Existing files are kept (a
//   page with overrides is edited by hand). The router plugin then includes them in
//   routeTree.gen.ts on the next build or dev start.
// src/kit/resource-route-files.test.ts fails when either is not up to date.
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { kitRoutesSource } from "@suyuan/contracts/kit/resource-menu";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { KIT_ROUTES_FILE, resourceRouteFiles } from "../src/kit/resource-route-files.ts";

const routes = join(import.meta.dirname, "../src/routes");
let written = 0;

const registry = kitRoutesSource(RESOURCES);
if (!existsSync(KIT_ROUTES_FILE) || readFileSync(KIT_ROUTES_FILE, "utf8") !== registry) {
  writeFileSync(KIT_ROUTES_FILE, registry);
  written += 1;
  console.log("wrote packages/contracts/src/permissions/kit-routes.gen.ts");
}
for (const [name, definition] of Object.entries(RESOURCES))
  for (const { file, source } of resourceRouteFiles(name, definition)) {
    const target = join(routes, file);
    if (existsSync(target)) continue;
    writeFileSync(target, source);
    written += 1;
    console.log(`wrote src/routes/${file}`);
  }
console.log(
  written ? `${written} files written.` : "Every kit resource already has its route files and registry data.",
);
