import { createFileRoute } from "@tanstack/react-router";
import { GoodsClassesPage } from "../features/goods/goods-classes-page.tsx";
import { goodsClassesQueryOptions } from "../common/goods-classes.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/goods/classifyList")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/goods/classifyList"),
  loader: ({ context }) => context.queryClient.ensureQueryData(goodsClassesQueryOptions(context.trpc)),
  component: GoodsClassesPage,
});
