import { createFileRoute } from "@tanstack/react-router";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/house/update")(
  resourceUpdateRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.house),
    () => import("../features/houses/house-pages.tsx").then((m) => m.houseFormPage),
  ),
);
