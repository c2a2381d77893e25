import type { TGoodsClassNode } from "@suyuan/contracts/goods/goods-class";
import type { Trpc } from "../lib/trpc.ts";

export function goodsClassesQueryOptions(trpc: Trpc) {
  return trpc.goodsClass.find.queryOptions(undefined, { staleTime: 60_000 });
}

export type OrderedClass = TGoodsClassNode & { depth: number; path: string[] };

/** The flat tree in display order: each class followed by its children (by sort, then name), with depth. */
export function orderClasses(nodes: readonly TGoodsClassNode[]): OrderedClass[] {
  const children = new Map<number | null, TGoodsClassNode[]>();
  for (const node of nodes) {
    const siblings = children.get(node.parentId) ?? [];
    siblings.push(node);
    children.set(node.parentId, siblings);
  }
  for (const siblings of children.values())
    siblings.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, "zh"));
  const known = new Set(nodes.map((node) => node.id));
  const result: OrderedClass[] = [];
  const visit = (node: TGoodsClassNode, depth: number, path: string[]) => {
    const own = [...path, node.name];
    result.push({ ...node, depth, path: own });
    for (const child of children.get(node.id) ?? []) visit(child, depth + 1, own);
  };
  // Roots, and (defensively) nodes whose parent is missing.
  for (const node of nodes) if (node.parentId === null || !known.has(node.parentId)) visit(node, 0, []);
  return result;
}

/** The ids of a class and everything below it (a class cannot move under itself). */
export function subtreeIds(nodes: readonly TGoodsClassNode[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes)
      if (node.parentId !== null && ids.has(node.parentId) && !ids.has(node.id)) {
        ids.add(node.id);
        grew = true;
      }
  }
  return ids;
}

/** Select options showing the full path (蔬菜 / 叶菜类). */
export function classOptions(ordered: readonly OrderedClass[], exclude?: Set<number>) {
  return ordered
    .filter((node) => !exclude?.has(node.id))
    .map((node) => ({ value: String(node.id), label: node.path.join(" / ") }));
}
