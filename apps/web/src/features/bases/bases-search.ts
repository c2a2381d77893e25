import type { Trpc } from "../../lib/trpc.ts";

/** One base, fresh (the greenhouse form starts from the base of its `baseId`). */
export function baseQueryOptions(trpc: Trpc, id: number) {
  return trpc.base.get.queryOptions({ id }, { staleTime: 0 });
}
