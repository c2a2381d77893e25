import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { findRoute } from "@suyuan/contracts/permissions/route-registry";
import { existsSync } from "node:fs";
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
});
