import { roleResource } from "@suyuan/contracts/role/role-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/role/save")(
  resourceCreateRoute(roleResource, () => import("../features/roles/role-pages.tsx").then((m) => m.roleAddPage)),
);
