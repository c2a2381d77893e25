import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/stock/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/stock/stock-resource").then((m) => m.stockResource),
    () => import("../features/stock/stock-pages.tsx").then((m) => m.stockListPage),
  ),
);
