import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/webservice/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.webhook),
    () => import("../features/integration/integration-pages.tsx").then((m) => m.webhookListPage),
  ),
);
