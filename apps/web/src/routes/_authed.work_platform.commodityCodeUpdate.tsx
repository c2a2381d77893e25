import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/work_platform/commodityCodeUpdate")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/commodity-code/commodity-code-resource").then((m) => m.commodityCodeResource),
    () => import("../features/commodity-codes/commodity-code-pages.tsx").then((m) => m.commodityCodeUpdatePage),
  ),
);
