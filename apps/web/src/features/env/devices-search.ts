import { DEVICE_KINDS } from "@suyuan/contracts/env/env-fields";
import { z } from "zod";
import { listSearchBase, pagingOf, searchBool, searchId, searchText } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const devicesSearchSchema = z.object({
  ...listSearchBase,
  name: searchText,
  code: searchText,
  kind: z.enum(DEVICE_KINDS).optional().catch(undefined),
  usable: searchBool,
  baseId: searchId,
});

export type DevicesSearch = {
  page?: number;
  pageSize?: number;
  sortDir?: "asc" | "desc";
  name?: string;
  code?: string;
  kind?: (typeof DEVICE_KINDS)[number];
  usable?: boolean;
  baseId?: number;
};

export function parseDevicesSearch(raw: Record<string, unknown>): DevicesSearch {
  return devicesSearchSchema.parse(raw);
}

export function devicesQueryOptions(trpc: Trpc, search: DevicesSearch) {
  const { page, pageSize } = pagingOf(search);
  return trpc.env.findDevices.queryOptions({
    page,
    pageSize,
    name: search.name,
    code: search.code,
    kind: search.kind,
    usable: search.usable,
    baseId: search.baseId,
  });
}

export function deviceQueryOptions(trpc: Trpc, id: number) {
  return trpc.env.getDevice.queryOptions({ id }, { staleTime: 0 });
}
