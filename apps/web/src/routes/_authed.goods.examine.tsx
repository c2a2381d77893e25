import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { GoodsExaminePage } from "../features/goods/goods-examine-page.tsx";
import { goodsQueryOptions } from "../features/goods/goods-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const examineSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/goods/examine")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => examineSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/goods/examine"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(goodsQueryOptions(context.trpc, deps.id));
  },
  component: function GoodsExamineRoute() {
    const { id } = Route.useSearch();
    return id ? <GoodsExaminePage key={id} id={id} /> : <NotFoundView />;
  },
});
