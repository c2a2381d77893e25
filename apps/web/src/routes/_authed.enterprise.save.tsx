import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/enterprise/save")(
  resourceCreateRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.enterprise),
    () => import("../features/enterprises/enterprise-pages.tsx").then((m) => m.enterpriseAddPage),
  ),
);
