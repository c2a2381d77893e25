import type { TCommodityCategoryNode } from "@suyuan/contracts/commodity-code/commodity-code-operations";

/** The categories in tree order (each parent followed by its subtree), with their depth from 0. */
export function treeOrder(nodes: readonly TCommodityCategoryNode[]): { node: TCommodityCategoryNode; depth: number }[] {
  const children = new Map<number | null, TCommodityCategoryNode[]>();
  for (const node of nodes) {
    const parent = node.parentId !== null && nodes.some((other) => other.id === node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const out: { node: TCommodityCategoryNode; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.sort - b.sort || a.code.localeCompare(b.code));
    for (const node of list) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      out.push({ node, depth });
      walk(node.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** A category named with its code and its ancestors' names (粮油 / 大米), for selects. */
export function categoryPath(nodes: readonly TCommodityCategoryNode[], id: number): string {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const names: string[] = [];
  let current = byId.get(id);
  const seen = new Set<number>();
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    names.unshift(current.name);
    current = current.parentId === null ? undefined : byId.get(current.parentId);
  }
  const own = byId.get(id);
  return own ? `${own.code} ${names.join(" / ")}` : "";
}
