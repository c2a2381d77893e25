import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/envPlate/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/env/env-plate-resource").then((m) => m.envPlateResource),
    () => import("../features/env/env-pages.tsx").then((m) => m.envPlateListPage),
  ),
);
