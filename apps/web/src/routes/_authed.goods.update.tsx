import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { goodsClassesQueryOptions } from "../features/goods/goods-classes.ts";
import { GoodsEditPage } from "../features/goods/goods-form-page.tsx";
import { goodsQueryOptions } from "../features/goods/goods-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/goods/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/goods/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) return;
    await Promise.all([
      context.queryClient.ensureQueryData(goodsQueryOptions(context.trpc, deps.id)),
      context.queryClient.ensureQueryData(goodsClassesQueryOptions(context.trpc)),
    ]);
  },
  component: function GoodsUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <GoodsEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
