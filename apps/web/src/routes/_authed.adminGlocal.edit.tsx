import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/adminGlocal/edit")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.user),
    () => import("../features/users/user-pages.tsx").then((m) => m.userEditPage),
  ),
);
