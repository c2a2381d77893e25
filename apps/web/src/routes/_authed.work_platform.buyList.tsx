import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/work_platform/buyList")(
  resourceListRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.purchaseOrder),
    () => import("../features/agency/purchase-order-pages.tsx").then((m) => m.purchaseOrderListPage),
  ),
);
