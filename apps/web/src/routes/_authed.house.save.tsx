import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { HouseCreatePage } from "../features/houses/house-pages.tsx";
import { resourceItemQueryOptions } from "../kit/resource-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

type AddSearch = { baseId?: number };
const addSearch = z.object({ baseId: searchId });

/** 新增大棚, with the base of `?baseId=` chosen when a base's row opened it. */
export const Route = createFileRoute("/_authed/house/save")({
  validateSearch: (raw: Record<string, unknown>): AddSearch => addSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/house/save"),
  loaderDeps: ({ search }) => ({ baseId: search.baseId }),
  loader: async ({ context, deps }) => {
    if (deps.baseId)
      await context.queryClient.ensureQueryData(resourceItemQueryOptions(context.trpc, { name: "base" }, deps.baseId));
  },
  component: HouseCreatePage,
});
