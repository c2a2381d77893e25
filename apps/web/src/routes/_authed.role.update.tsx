import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/role/update")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/role/role-resource").then((m) => m.roleResource),
    () => import("../features/roles/role-pages.tsx").then((m) => m.roleFormPage),
  ),
);
