import {
  findRoute,
  OWN_RECORD_PAGES,
  ROUTE_GROUPS,
  ROUTES,
  type GroupIcon,
  type RouteEntry,
} from "@suyuan/contracts/permissions/route-registry";
import { isPermitted, type Perms } from "../permissions/is-permitted.ts";
import { isGroupKey, nestNodes, type FlatNode, type TreeNode } from "../permissions/permission-tree.ts";

export type { Perms };

export type MenuLeaf = { kind: "leaf"; path: string; zh: string; en: string };
export type MenuGroup = { kind: "group"; id: string; zh: string; en: string; icon: GroupIcon; children: MenuNode[] };
export type MenuNode = MenuLeaf | MenuGroup;

/** The full menu as the registry declares it, before any filtering. */
export function registryMenu(routes: readonly RouteEntry[] = ROUTES): MenuNode[] {
  const nodes: MenuNode[] = [];
  const groups = new Map<string, MenuGroup>();
  for (const route of routes) {
    if (!route.menu) continue;
    const leaf: MenuLeaf = { kind: "leaf", path: route.path, zh: route.zh, en: route.en };
    if (route.group === null) {
      nodes.push(leaf);
      continue;
    }
    let group = groups.get(route.group);
    if (!group) {
      const def = ROUTE_GROUPS.find((candidate) => candidate.id === route.group);
      if (!def) throw new Error(`Route ${route.path} names unknown group ${route.group}`);
      group = { kind: "group", id: def.id, zh: def.zh, en: def.en, icon: def.icon, children: [] };
      groups.set(route.group, group);
      nodes.push(group);
    }
    group.children.push(leaf);
  }
  return nodes;
}

/**
 * Keeps leaves that pass `keep` and groups that still have children, at any depth (spec: the menu
 * is filtered recursively by the permitted paths).
 */
export function filterMenu(nodes: readonly MenuNode[], keep: (leaf: MenuLeaf) => boolean): MenuNode[] {
  const result: MenuNode[] = [];
  for (const node of nodes) {
    if (node.kind === "leaf") {
      if (keep(node)) result.push(node);
      continue;
    }
    const children = filterMenu(node.children, keep);
    if (children.length > 0) result.push({ ...node, children });
  }
  return result;
}

/** The menu a user sees: permitted entries whose page exists. */
export function userMenu(perms: Perms, hasPage: (path: string) => boolean): MenuNode[] {
  return filterMenu(registryMenu(), (leaf) => isPermitted(perms, leaf.path) && hasPage(leaf.path));
}

const FALLBACK_GROUP_ICON: GroupIcon = "dashboard";

/**
 * The menu from the permission tree the server answers for this user (permitted, not hidden),
 * so names and order follow what an administrator set in /auth. The route registry still decides
 * which entries are pages (menu entries with a page file) and supplies group icons. The tree also
 * carries the ancestors of what the user holds (a list above a held add page), so an entry shows
 * only when the user holds it too.
 */
export function serverMenu(flat: readonly FlatNode[], perms: Perms, hasPage: (path: string) => boolean): MenuNode[] {
  const toMenu = (nodes: readonly TreeNode[]): MenuNode[] =>
    nodes.flatMap((node): MenuNode[] => {
      const zh = node.name;
      const en = node.nameEn.trim() === "" ? node.name : node.nameEn;
      if (isGroupKey(node.key)) {
        const id = node.key.slice("group:".length);
        const children = toMenu(node.children);
        if (children.length === 0) return [];
        const icon = ROUTE_GROUPS.find((group) => group.id === id)?.icon ?? FALLBACK_GROUP_ICON;
        return [{ kind: "group", id, zh, en, icon, children }];
      }
      const entry = findRoute(node.key);
      const shown = entry?.menu === true && isPermitted(perms, entry.path) && hasPage(entry.path);
      const own: MenuNode[] = shown ? [{ kind: "leaf", path: entry.path, zh, en }] : [];
      // Pages under a page (add, edit, view) are opened from it; menu pages nested there still show.
      return [...own, ...toMenu(node.children)];
    });
  return toMenu(nestNodes(flat));
}

/**
 * The menu entry a page belongs to: itself when it is one, else the list it is opened from (an
 * add, edit or view page; a member's own-record page opened with a record id from the list).
 */
export function menuPathOf(pathname: string, hasRecordId: boolean): string {
  const entry = findRoute(pathname);
  if (!entry) return pathname;
  if (!entry.menu && entry.parent) return entry.parent;
  const list = OWN_RECORD_PAGES[entry.path];
  return hasRecordId && list !== undefined ? list : pathname;
}

/** Drops own-record entries (企业信息) for an account that has no such record: nothing to show there. */
export function withoutOwnRecordPages(nodes: readonly MenuNode[], hasEnterprise: boolean): MenuNode[] {
  return hasEnterprise ? [...nodes] : filterMenu(nodes, (leaf) => !(leaf.path in OWN_RECORD_PAGES));
}
