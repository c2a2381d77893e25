import { saleResource } from "@suyuan/contracts/sale/sale-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/sell/list")(
  resourceListRoute(saleResource, () =>
    import("../features/sales/sales-monthly-chart.tsx").then((m) => m.salesListPage),
  ),
);
