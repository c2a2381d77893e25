import { projectResource } from "@suyuan/contracts/project/project-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/project/list")(
  resourceListRoute(projectResource, () =>
    import("../features/projects/project-pages.tsx").then((m) => m.projectListPage),
  ),
);
