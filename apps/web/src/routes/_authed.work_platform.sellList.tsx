import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/work_platform/sellList")(
  resourceListRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.salesAgency),
    () => import("../features/agency/sales-agency-pages.tsx").then((m) => m.salesAgencyListPage),
  ),
);
