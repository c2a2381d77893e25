import type { Trpc } from "../../lib/trpc.ts";

/** The signed-in member's own enterprise (null without one); its route loads it before the page. */
export function myEnterpriseQueryOptions(trpc: Trpc) {
  return trpc.enterprise.getMine.queryOptions(undefined, { staleTime: 0 });
}
