import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/adminGlocal/edit")(
  resourceUpdateRoute(RESOURCES.user, () => import("../features/users/user-pages.tsx").then((m) => m.userEditPage)),
);
