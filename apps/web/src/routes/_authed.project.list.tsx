import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/project/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/project/project-resource").then((m) => m.projectResource),
    () => import("../features/projects/project-pages.tsx").then((m) => m.projectListPage),
  ),
);
