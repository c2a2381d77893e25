import { createFileRoute } from "@tanstack/react-router";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/role/save")(
  resourceCreateRoute(
    () => import("@suyuan/contracts/role/role-resource").then((m) => m.roleResource),
    () => import("../features/roles/role-pages.tsx").then((m) => m.roleAddPage),
  ),
);
