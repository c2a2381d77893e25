import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/task/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/kit/resource-registry").then((m) => m.RESOURCES.scheduledTask),
    () => import("../features/cms/scheduled-tasks/task-pages.tsx").then((m) => m.taskListPage),
  ),
);
