import { z } from "zod";
import { listSearchBase, pagingOf, searchBool, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const platesSearchSchema = z.object({ ...listSearchBase, name: searchText, usable: searchBool });

export type PlatesSearch = {
  page?: number;
  pageSize?: number;
  sortDir?: "asc" | "desc";
  name?: string;
  usable?: boolean;
};

export function parsePlatesSearch(raw: Record<string, unknown>): PlatesSearch {
  return platesSearchSchema.parse(raw);
}

export function platesQueryOptions(trpc: Trpc, search: PlatesSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.env.findPlates.queryOptions({ page, pageSize, name: search.name, usable: search.usable });
}
