import type { Trpc } from "./trpc.ts";

/** The signed-in user's menu nodes (permitted and not hidden), as the permission tree names them. */
export function menuQueryOptions(trpc: Trpc) {
  return trpc.permission.findMenu.queryOptions(undefined, { staleTime: 5 * 60_000 });
}
