import type { Trpc } from "../../lib/trpc.ts";

/** A template with its stages and items (the kit's get, so its cache is the view page's). */
export function templateQueryOptions(trpc: Trpc, id: number) {
  return trpc.traceTemplate.get.queryOptions({ id }, { staleTime: 0 });
}
