import { permsForCheckedNodes, type TPermissionNode } from "@suyuan/contracts/permission/permission-node";

export type FlatNode = TPermissionNode;
export type TreeNode = FlatNode & { children: TreeNode[]; depth: number };

/** Group nodes ("group:<id>") only arrange the tree; their keys grant nothing by themselves. */
export function isGroupKey(key: string): boolean {
  return key.startsWith("group:");
}

/**
 * Nests the flat list the server sends (ordered by parent and sort). A node whose parent is not in
 * the list (hidden from this user, or removed) becomes a root rather than disappearing.
 */
export function nestNodes(flat: readonly FlatNode[]): TreeNode[] {
  const byId = new Map<number, TreeNode>();
  for (const node of flat) byId.set(node.id, { ...node, children: [], depth: 0 });
  const roots: TreeNode[] = [];
  for (const node of flat) {
    const treeNode = byId.get(node.id);
    if (!treeNode) continue;
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent && parent !== treeNode) parent.children.push(treeNode);
    else roots.push(treeNode);
  }
  const order = (nodes: TreeNode[], depth: number) => {
    nodes.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const node of nodes) {
      node.depth = depth;
      order(node.children, depth + 1);
    }
  };
  order(roots, 0);
  return roots;
}

/** Every node, depth first, parents before children. */
export function flattenTree(roots: readonly TreeNode[]): TreeNode[] {
  return roots.flatMap((node) => [node, ...flattenTree(node.children)]);
}

export function descendantIds(node: TreeNode): number[] {
  return node.children.flatMap((child) => [child.id, ...descendantIds(child)]);
}

export type CheckState = "checked" | "indeterminate" | "unchecked";

/**
 * The check model of the role editor. `own` holds the nodes whose key the role grants. What a
 * box shows follows standard tree-check semantics:
 * - checking a node checks it and all its descendants; unchecking clears them;
 * - checking a node also grants its page ancestors (the edit page needs its list page), which then
 *   show indeterminate until all their children are checked;
 * - a parent shows checked when it and its whole subtree are granted, indeterminate when only part
 *   of it is, unchecked when none is;
 * - group nodes have no meaning of their own: their state is their children's.
 */
export class TreeChecks {
  readonly roots: TreeNode[];
  private readonly byId: Map<number, TreeNode>;
  private readonly parentOf: Map<number, number | null>;

  constructor(flat: readonly FlatNode[]) {
    this.roots = nestNodes(flat);
    const all = flattenTree(this.roots);
    this.byId = new Map(all.map((node) => [node.id, node]));
    this.parentOf = new Map(flat.map((node) => [node.id, node.parentId]));
  }

  get nodes(): TreeNode[] {
    return flattenTree(this.roots);
  }

  node(id: number): TreeNode | undefined {
    return this.byId.get(id);
  }

  /** Editing a role: a node is checked when its key is among the role's perms. */
  fromPerms(perms: readonly string[]): Set<number> {
    const granted = new Set(perms);
    return new Set(this.nodes.filter((node) => !isGroupKey(node.key) && granted.has(node.key)).map((node) => node.id));
  }

  state(own: ReadonlySet<number>, id: number): CheckState {
    const node = this.byId.get(id);
    if (!node) return "unchecked";
    const subtree = [
      node,
      ...descendantIds(node)
        .map((childId) => this.byId.get(childId))
        .filter((n): n is TreeNode => !!n),
    ];
    const meaningful = subtree.filter((candidate) => !isGroupKey(candidate.key));
    if (meaningful.length === 0) return "unchecked";
    const checked = meaningful.filter((candidate) => own.has(candidate.id)).length;
    if (checked === 0) return "unchecked";
    return checked === meaningful.length ? "checked" : "indeterminate";
  }

  /** Clicking a box: a fully checked node clears its subtree; anything else checks it fully. */
  toggle(own: ReadonlySet<number>, id: number): Set<number> {
    return this.setChecked(own, id, this.state(own, id) !== "checked");
  }

  setChecked(own: ReadonlySet<number>, id: number, on: boolean): Set<number> {
    const node = this.byId.get(id);
    const next = new Set(own);
    if (!node) return next;
    const subtree = [node.id, ...descendantIds(node)];
    for (const nodeId of subtree) {
      const candidate = this.byId.get(nodeId);
      if (!candidate || isGroupKey(candidate.key)) continue;
      if (on) next.add(nodeId);
      else next.delete(nodeId);
    }
    if (on) {
      for (const ancestorId of this.ancestors(id)) {
        const ancestor = this.byId.get(ancestorId);
        if (ancestor && !isGroupKey(ancestor.key)) next.add(ancestorId);
      }
    }
    return next;
  }

  all(): Set<number> {
    return new Set(this.nodes.filter((node) => !isGroupKey(node.key)).map((node) => node.id));
  }

  /**
   * What the role stores: the granted nodes' keys and api keys, plus the keys of groups holding
   * anything granted (harmless, and it keeps the legacy comma list complete), deduplicated.
   */
  perms(own: ReadonlySet<number>): string[] {
    const chosen = this.nodes.filter((node) =>
      isGroupKey(node.key) ? this.state(own, node.id) !== "unchecked" : own.has(node.id),
    );
    return permsForCheckedNodes(chosen);
  }

  private ancestors(id: number): number[] {
    const result: number[] = [];
    const seen = new Set<number>();
    let current = this.parentOf.get(id) ?? null;
    while (current !== null && !seen.has(current)) {
      seen.add(current);
      result.push(current);
      current = this.parentOf.get(current) ?? null;
    }
    return result;
  }
}
