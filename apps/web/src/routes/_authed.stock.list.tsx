import { stockResource } from "@suyuan/contracts/stock/stock-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/stock/list")(
  resourceListRoute(stockResource, () => import("../features/stock/stock-pages.tsx").then((m) => m.stockListPage)),
);
