import { useQuery } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { useTrpc } from "../lib/use-trpc.ts";
import { categoryPath, treeOrder } from "./category-tree.ts";
import type { LookupOption } from "./lookup-select.tsx";

/** Commodity categories for a lookup, named "code path" (01 粮油 / 大米), from the whole tree, searched here. */
export function CommodityCategoryChoices({
  search,
  children,
}: {
  search: string;
  children: (options: readonly LookupOption[] | undefined, fetching: boolean) => ReactNode;
}) {
  const query = useQuery(useTrpc().commodityCode.categories.queryOptions(undefined, { staleTime: 60_000 }));
  const options = useMemo(() => {
    const nodes = query.data ?? [];
    const needle = search.toLowerCase();
    return treeOrder(nodes)
      .map(({ node }) => ({ id: node.id, name: categoryPath(nodes, node.id) }))
      .filter((option) => option.name.toLowerCase().includes(needle));
  }, [query.data, search]);
  return children(query.data ? options : undefined, query.isFetching);
}
