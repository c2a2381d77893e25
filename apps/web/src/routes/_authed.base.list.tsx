import { baseResource } from "@suyuan/contracts/base/base-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/base/list")(
  resourceListRoute(baseResource, () => import("../features/bases/base-pages.tsx").then((m) => m.baseListPage)),
);
