import type { Trpc } from "../lib/trpc.ts";

/** Choices for selects change rarely; a few minutes of freshness is plenty. */
const LOOKUP_STALE_MS = 5 * 60_000;

/** Roles the signed-in user may hand out. */
export function rolesLookupOptions(trpc: Trpc, name?: string) {
  return trpc.lookup.roles.queryOptions(name ? { name } : {}, { staleTime: LOOKUP_STALE_MS });
}

/** Sites the signed-in user works on. */
export function sitesLookupOptions(trpc: Trpc, name?: string) {
  return trpc.lookup.sites.queryOptions(name ? { name } : {}, { staleTime: LOOKUP_STALE_MS });
}

export function enterprisesLookupOptions(trpc: Trpc, name?: string) {
  return trpc.lookup.enterprises.queryOptions(name ? { name } : {}, { staleTime: LOOKUP_STALE_MS });
}

export function toSelectData(options: readonly { id: number; name: string }[] | undefined) {
  return (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
}
