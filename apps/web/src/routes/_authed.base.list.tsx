import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/base/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/base/base-resource").then((m) => m.baseResource),
    () => import("../features/bases/base-pages.tsx").then((m) => m.baseListPage),
  ),
);
