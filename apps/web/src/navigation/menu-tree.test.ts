import { describe, expect, it } from "vitest";
import { filterMenu, isPermitted, registryMenu, userMenu, type MenuNode } from "./menu-tree.ts";
import { findRoute, ROUTE_GROUPS, ROUTES } from "@suyuan/contracts/permissions/route-registry";

function leafPaths(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === "leaf" ? [node.path] : leafPaths(node.children)));
}

describe("route registry", () => {
  it("declares every route once", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("uses the path as the permission key and names known groups", () => {
    const groups = new Set(ROUTE_GROUPS.map((group) => group.id));
    for (const route of ROUTES) {
      expect(route.perm).toBe(route.path);
      if (route.group !== null) expect(groups.has(route.group)).toBe(true);
      if (route.parent) expect(findRoute(route.parent)?.menu).toBe(true);
    }
  });

  it("covers the spec's routes, including the system area", () => {
    for (const path of [
      "/work",
      "/batch/list",
      "/work_platform/commodityCodeAdd",
      "/admin/local_list",
      "/log/list",
      "/quality_check/save",
    ]) {
      expect(findRoute(path)).toBeDefined();
    }
  });
});

describe("menu filtering", () => {
  it("keeps everything for *", () => {
    expect(leafPaths(userMenu("*", () => true))).toEqual(leafPaths(registryMenu()));
  });

  it("keeps only permitted leaves and drops groups left empty, recursively", () => {
    const menu = userMenu(["/work", "/batch/list", "/goods/save"], () => true);
    expect(leafPaths(menu)).toEqual(["/work", "/batch/list"]);
    expect(menu.map((node) => (node.kind === "group" ? node.id : node.path))).toEqual(["/work", "batch"]);
  });

  it("hides entries whose page does not exist yet", () => {
    expect(leafPaths(userMenu("*", (path) => path === "/work"))).toEqual(["/work"]);
  });

  it("filters nested groups", () => {
    const nested: MenuNode[] = [
      {
        kind: "group",
        id: "outer",
        zh: "外",
        en: "Outer",
        icon: "settings",
        children: [
          {
            kind: "group",
            id: "inner",
            zh: "内",
            en: "Inner",
            icon: "settings",
            children: [{ kind: "leaf", path: "/a", zh: "A", en: "A" }],
          },
          { kind: "leaf", path: "/b", zh: "B", en: "B" },
        ],
      },
    ];
    expect(leafPaths(filterMenu(nested, (leaf) => leaf.path === "/b"))).toEqual(["/b"]);
    expect(filterMenu(nested, () => false)).toEqual([]);
  });

  it("treats * as every permission", () => {
    expect(isPermitted("*", "/anything")).toBe(true);
    expect(isPermitted(["/work"], "/batch/list")).toBe(false);
  });
});
