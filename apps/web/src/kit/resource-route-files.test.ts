import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { findRoute } from "@suyuan/contracts/permissions/route-registry";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { resourceRouteFiles, routeFileName } from "./resource-route-files.ts";

const routesDir = join(import.meta.dirname, "../routes");

describe("kit resource route files", () => {
  it("names files as TanStack Router's flat routes", () => {
    expect(routeFileName("/basicInfo/townList")).toBe("_authed.basicInfo.townList.tsx");
  });

  it("exist for every page of every kit resource, each a registry route (run generate:routes)", () => {
    for (const [name, definition] of Object.entries(RESOURCES))
      for (const { path, file } of resourceRouteFiles(name, definition)) {
        expect(findRoute(path), `${name}: ${path} is not in the route registry`).toBeDefined();
        expect(existsSync(join(routesDir, file)), `${name}: src/routes/${file} is missing`).toBe(true);
      }
  });

  it("never import a definition statically: the route tree is part of every page, /login too", () => {
    const staticDefinition = /^import [^(]*from "@suyuan\/contracts\/(kit\/resource-registry|.*-resource)";$/m;
    const offenders = readdirSync(routesDir).filter((file) =>
      staticDefinition.test(readFileSync(join(routesDir, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
