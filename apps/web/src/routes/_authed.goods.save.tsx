import { createFileRoute } from "@tanstack/react-router";
import { GoodsAddPage } from "../features/goods/goods-form-page.tsx";
import { goodsClassesQueryOptions } from "../features/goods/goods-classes.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/goods/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/goods/save"),
  loader: ({ context }) => context.queryClient.ensureQueryData(goodsClassesQueryOptions(context.trpc)),
  component: GoodsAddPage,
});
