import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { GoodsExamineRoutePage } from "../features/goods/goods-examine-page.tsx";
import { resourceItemQueryOptions } from "../kit/resource-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const examineSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/goods/examine")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => examineSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/goods/examine"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id)
      await context.queryClient.ensureQueryData(resourceItemQueryOptions(context.trpc, { name: "goods" }, deps.id));
  },
  component: GoodsExamineRoutePage,
});
