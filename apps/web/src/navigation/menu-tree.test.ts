import { describe, expect, it } from "vitest";
import { isPermitted } from "../permissions/is-permitted.ts";
import {
  filterMenu,
  menuPathOf,
  registryMenu,
  serverMenu,
  userMenu,
  withoutOwnRecordPages,
  type MenuNode,
} from "./menu-tree.ts";
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

describe("serverMenu", () => {
  const node = (id: number, parentId: number | null, key: string, name: string, sort: number, nameEn = "") => ({
    id,
    parentId,
    key,
    name,
    nameEn,
    sort,
    apiKeys: [],
    hidden: false,
  });

  it("uses the tree's names and order, group icons from the registry, and only pages that exist", () => {
    const menu = serverMenu(
      [
        node(1, null, "/work", "工作台", 0),
        node(2, null, "group:system", "系统设置", 5, "Settings"),
        node(3, 2, "/role/list", "角色", 1),
        node(4, 2, "/admin/local_list", "账号管理", 0),
        node(5, 4, "/adminGlocal/add", "新增用户", 0),
        node(6, 2, "/log/list", "日志", 2),
      ],
      "*",
      (path) => path !== "/log/list",
    );
    expect(menu).toEqual([
      { kind: "leaf", path: "/work", zh: "工作台", en: "工作台" },
      {
        kind: "group",
        id: "system",
        zh: "系统设置",
        en: "Settings",
        icon: "settings",
        children: [
          { kind: "leaf", path: "/admin/local_list", zh: "账号管理", en: "账号管理" },
          { kind: "leaf", path: "/role/list", zh: "角色", en: "角色" },
        ],
      },
    ]);
  });

  it("drops groups left without entries", () => {
    expect(
      serverMenu([node(2, null, "group:system", "系统管理", 0), node(6, 2, "/log/list", "日志", 2)], "*", () => false),
    ).toEqual([]);
  });

  it("leaves out an ancestor the user does not hold (a list above a held add page)", () => {
    const flat = [
      node(2, null, "group:system", "系统管理", 0),
      node(4, 2, "/admin/local_list", "账号管理", 0),
      node(5, 4, "/adminGlocal/add", "新增用户", 0),
    ];
    expect(serverMenu(flat, ["/adminGlocal/add"], () => true)).toEqual([]);
    expect(serverMenu(flat, ["/admin/local_list", "/adminGlocal/add"], () => true)).toHaveLength(1);
  });
});

describe("the menu entry of a page", () => {
  it("is the list a form or view page belongs to", () => {
    expect(menuPathOf("/batch/list", false)).toBe("/batch/list");
    expect(menuPathOf("/batch/update", true)).toBe("/batch/list");
    expect(menuPathOf("/enterprise/save", false)).toBe("/enterprise/list");
  });

  it("is the enterprise list for an enterprise opened from it, and 企业信息 for one's own", () => {
    expect(menuPathOf("/enterprise/update", true)).toBe("/enterprise/list");
    expect(menuPathOf("/enterprise/update", false)).toBe("/enterprise/update");
  });

  it("leaves 企业信息 out for an account without an enterprise", () => {
    const menu = userMenu("*", () => true);
    expect(leafPaths(withoutOwnRecordPages(menu, true))).toContain("/enterprise/update");
    const staff = leafPaths(withoutOwnRecordPages(menu, false));
    expect(staff).not.toContain("/enterprise/update");
    expect(staff).toContain("/enterprise/list");
  });
});
