import { projectResource } from "@suyuan/contracts/project/project-resource";
import { createFileRoute } from "@tanstack/react-router";
import { projectListPage } from "../features/projects/project-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/project/list")(resourceListRoute(projectResource, projectListPage));
