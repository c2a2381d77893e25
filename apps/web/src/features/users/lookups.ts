import type { Trpc } from "../../lib/trpc.ts";

/** Choices for selects change rarely; a few minutes of freshness is plenty. */
const LOOKUP_STALE_MS = 5 * 60_000;

export function rolesLookupOptions(trpc: Trpc) {
  return trpc.lookup.roles.queryOptions({}, { staleTime: LOOKUP_STALE_MS });
}

export function sitesLookupOptions(trpc: Trpc) {
  return trpc.lookup.sites.queryOptions({}, { staleTime: LOOKUP_STALE_MS });
}

export function enterprisesLookupOptions(trpc: Trpc, name?: string) {
  return trpc.lookup.enterprises.queryOptions(name ? { name } : {}, { staleTime: LOOKUP_STALE_MS });
}

export function toSelectData(options: readonly { id: number; name: string }[] | undefined) {
  return (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
}
