import { describe, expect, it } from "vitest";
import { nestNodes, TreeChecks, type FlatNode } from "./permission-tree.ts";

function node(id: number, parentId: number | null, key: string, sort: number, apiKeys: string[] = []): FlatNode {
  return { id, parentId, name: key, nameEn: "", key, apiKeys, sort, hidden: false };
}

// 系统管理 > 用户管理 (+ 新增用户, 编辑用户), 角色管理; plus a top-level 工作台.
const FLAT: FlatNode[] = [
  node(1, null, "/work", 0),
  node(2, null, "group:system", 10),
  node(3, 2, "/admin/local_list", 1, ["/admin/delete", "/admin/export"]),
  node(4, 3, "/adminGlocal/add", 1),
  node(5, 3, "/adminGlocal/edit", 2, ["/admin/delete"]),
  node(6, 2, "/role/list", 2, ["/role/delete"]),
];

describe("nestNodes", () => {
  it("nests by parent in sort order and keeps orphans as roots", () => {
    const roots = nestNodes([...FLAT, node(9, 99, "/orphan", 0)]);
    expect(roots.map((root) => root.key)).toEqual(["/work", "/orphan", "group:system"]);
    const system = roots[2]!;
    expect(system.children.map((child) => child.key)).toEqual(["/admin/local_list", "/role/list"]);
    expect(system.children[0]!.children.map((child) => child.depth)).toEqual([2, 2]);
  });
});

describe("TreeChecks", () => {
  const checks = new TreeChecks(FLAT);

  it("checking a parent checks all its descendants", () => {
    const own = checks.toggle(new Set(), 3);
    expect([...own].sort()).toEqual([3, 4, 5]);
    expect(checks.state(own, 3)).toBe("checked");
    expect(checks.state(own, 4)).toBe("checked");
  });

  it("a partly checked parent is indeterminate, a fully checked one checked", () => {
    const partly = checks.toggle(new Set(), 3);
    expect(checks.state(partly, 2)).toBe("indeterminate");
    const full = checks.toggle(partly, 6);
    expect(checks.state(full, 2)).toBe("checked");
  });

  it("checking a group checks everything below it", () => {
    const own = checks.toggle(new Set(), 2);
    expect([...own].sort()).toEqual([3, 4, 5, 6]);
    expect(checks.state(own, 2)).toBe("checked");
    expect(checks.state(own, 1)).toBe("unchecked");
  });

  it("checking a child grants its page ancestor, shown indeterminate", () => {
    const own = checks.toggle(new Set(), 5);
    expect(own.has(3)).toBe(true);
    expect(checks.state(own, 3)).toBe("indeterminate");
    expect(checks.state(own, 2)).toBe("indeterminate");
  });

  it("unchecking a fully checked parent clears its subtree", () => {
    const own = checks.toggle(checks.toggle(new Set(), 3), 3);
    expect(own.size).toBe(0);
    expect(checks.state(own, 2)).toBe("unchecked");
  });

  it("stores checked keys plus their api keys, deduplicated, with the group key", () => {
    const perms = checks.perms(checks.toggle(new Set(), 3));
    expect(perms).toEqual([
      "group:system",
      "/admin/local_list",
      "/admin/delete",
      "/admin/export",
      "/adminGlocal/add",
      "/adminGlocal/edit",
    ]);
    expect(new Set(perms).size).toBe(perms.length);
  });

  it("leaves out groups with nothing checked below them", () => {
    expect(checks.perms(checks.toggle(new Set(), 1))).toEqual(["/work"]);
  });

  it("reads a role's perms back: a node is checked when its key is held", () => {
    const own = checks.fromPerms(["/admin/local_list", "/admin/delete", "/role/list", "group:system", "/unknown"]);
    expect([...own].sort()).toEqual([3, 6]);
    expect(checks.state(own, 3)).toBe("indeterminate");
    expect(checks.state(own, 6)).toBe("checked");
  });

  it("round-trips: saving what was loaded keeps the same keys", () => {
    const loaded = checks.fromPerms([
      "/work",
      "/admin/local_list",
      "/adminGlocal/edit",
      "/admin/delete",
      "/admin/export",
    ]);
    expect(new Set(checks.perms(loaded))).toEqual(
      new Set(["/work", "group:system", "/admin/local_list", "/admin/delete", "/admin/export", "/adminGlocal/edit"]),
    );
  });
});
