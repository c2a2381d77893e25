import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/admin/local_list")(
  resourceListRoute(RESOURCES.user, () => import("../features/users/user-pages.tsx").then((m) => m.userListPage)),
);
