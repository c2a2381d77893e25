import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/house/list")(
  resourceListRoute(RESOURCES.house, () => import("../features/houses/house-pages.tsx").then((m) => m.houseListPage)),
);
