import type { Trpc } from "../../lib/trpc.ts";

export function roleQueryOptions(trpc: Trpc, id: number) {
  return trpc.role.get.queryOptions({ id }, { staleTime: 0 });
}

export function permissionNodeQueryOptions(trpc: Trpc, id: number) {
  return trpc.permission.get.queryOptions({ id }, { staleTime: 0 });
}

export function permissionTreeQueryOptions(trpc: Trpc) {
  return trpc.permission.findTree.queryOptions(undefined, { staleTime: 0 });
}
