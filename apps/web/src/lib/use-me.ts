import { useSuspenseQuery } from "@tanstack/react-query";
import type { Trpc } from "./trpc.ts";
import { useTrpc } from "./use-trpc.ts";

/** The one options object for "who am I": the guard ensures it, components read it. */
export function meQueryOptions(trpc: Trpc) {
  return trpc.auth.getMe.queryOptions(undefined, { staleTime: 5 * 60_000 });
}

/** Only inside the signed-in layout, whose guard has already loaded it. */
export function useMe() {
  const trpc = useTrpc();
  return useSuspenseQuery(meQueryOptions(trpc)).data;
}
