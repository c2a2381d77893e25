import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/role/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/role/role-resource").then((m) => m.roleResource),
    () => import("../features/roles/role-pages.tsx").then((m) => m.roleListPage),
  ),
);
