import { kitRoutesSource } from "@suyuan/contracts/kit/resource-menu";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { findRoute, ROUTES } from "@suyuan/contracts/permissions/route-registry";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KINDS, KIT_ROUTES_FILE, resourceRouteFiles, routeFileName } from "./resource-route-files.ts";

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

  it("serve the page they are named for (a file with overrides may build it by hand)", () => {
    for (const definition of Object.values(RESOURCES))
      for (const [kind] of KINDS) {
        const path = definition.routes[kind];
        if (path)
          expect(readFileSync(join(routesDir, routeFileName(path)), "utf8"), path).toContain(
            `createFileRoute("/_authed${path}")`,
          );
      }
  });

  it("have the route registry's data of every definition's menu as generated (run generate:routes)", () => {
    expect(readFileSync(KIT_ROUTES_FILE, "utf8")).toBe(kitRoutesSource(RESOURCES));
  });

  it("place each resource's pages where its menu says, among the pages written by hand", () => {
    const paths: string[] = ROUTES.map((route) => route.path);
    const follows = (path: string, after: string) => paths.indexOf(path) === paths.indexOf(after) + 1;
    expect(follows("/tag/list", "/topic/update")).toBe(true);
    expect(follows("/topic/list", "/channel/update")).toBe(true);
    expect(follows("/file/list", "/workflow/update")).toBe(true);
    // "start": the head of its group; no `after`: the group's end.
    expect(ROUTES.find((route) => route.group === "system")?.path).toBe("/admin/local_list");
    expect(ROUTES.filter((route) => route.group === "goods").at(-1)?.path).toBe("/goods/examine");
    expect(findRoute("/enterprise/update")).toMatchObject({ menu: true, zh: "企业信息" });
    expect(findRoute("/personInfo/view")?.api).toEqual(["/personInfo/updateState"]);
  });

  it("never import a definition statically: the route tree is part of every page, /login too", () => {
    const staticDefinition = /^import [^(]*from "@suyuan\/contracts\/(kit\/resource-registry|.*-resource)";$/m;
    const offenders = readdirSync(routesDir).filter((file) =>
      staticDefinition.test(readFileSync(join(routesDir, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
