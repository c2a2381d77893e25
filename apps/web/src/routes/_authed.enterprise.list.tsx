import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/enterprise/list")(
  resourceListRoute(RESOURCES.enterprise, () =>
    import("../features/enterprises/enterprise-pages.tsx").then((m) => m.enterpriseListPage),
  ),
);
