import { regionData } from "@suyuan/contracts/region/region-data";
import type { RegionNode } from "./region-node.ts";

// Lookups in the region list. The list is read on first use, not at import: in browsers this
// module is part of every page (resource definitions carry the region rule) while the list is
// fetched only by the pages that use it (see regions.ts). Imported by package name, not by path,
// so that browsers get the on-demand list.

type Indexed = { node: RegionNode; parent: RegionNode | undefined };

let index: Map<string, Indexed> | undefined;

function indexed(): Map<string, Indexed> {
  if (index) return index;
  const built = new Map<string, Indexed>();
  const addAll = (nodes: readonly RegionNode[], parent: RegionNode | undefined) => {
    for (const node of nodes) {
      built.set(node.value, { node, parent });
      if (node.children) addAll(node.children, node);
    }
  };
  addAll(regionData(), undefined);
  index = built;
  return index;
}

/** The province, city or county with this 6-digit code. */
export function findRegion(code: string | null | undefined): RegionNode | undefined {
  return code ? indexed().get(code)?.node : undefined;
}

/** The nodes from the province down to the code's own node; empty for an unknown code. */
export function regionAncestry(code: string | null | undefined): RegionNode[] {
  const path: RegionNode[] = [];
  let entry = code ? indexed().get(code) : undefined;
  while (entry) {
    path.unshift(entry.node);
    entry = entry.parent ? indexed().get(entry.parent.value) : undefined;
  }
  return path;
}

/** Chinese names from the province down to the code's own level, e.g. ["浙江省", "杭州市", "西湖区"]. */
export function regionPath(code: string | null | undefined): string[] {
  return regionAncestry(code).map((node) => node.nameZh);
}

/** The children of a code (the provinces for no code); empty when it has none or is unknown. */
export function regionChildren(code: string | null | undefined): readonly RegionNode[] {
  if (!code) return regionData();
  return findRegion(code)?.children ?? [];
}
