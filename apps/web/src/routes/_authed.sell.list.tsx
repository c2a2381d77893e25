import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/sell/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/sale/sale-resource").then((m) => m.saleResource),
    () => import("../features/sales/sales-monthly-chart.tsx").then((m) => m.salesListPage),
  ),
);
