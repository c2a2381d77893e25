import { createFileRoute } from "@tanstack/react-router";
import { goodsClassesQueryOptions } from "../features/goods/goods-classes.ts";
import { GoodsPage } from "../features/goods/goods-page.tsx";
import { goodsListQueryOptions, parseGoodsSearch } from "../features/goods/goods-search.ts";
import { ensureList } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/goods/list")({
  validateSearch: parseGoodsSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/goods/list"),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps, cause }) =>
    ensureList(cause, async () => {
      void context.queryClient.prefetchQuery(goodsClassesQueryOptions(context.trpc));
      await context.queryClient.ensureQueryData(goodsListQueryOptions(context.trpc, deps));
    }),
  component: GoodsPage,
});
