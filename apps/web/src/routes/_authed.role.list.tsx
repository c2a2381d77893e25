import { roleResource } from "@suyuan/contracts/role/role-resource";
import { createFileRoute } from "@tanstack/react-router";
import { roleListPage } from "../features/roles/role-pages.tsx";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/role/list")(resourceListRoute(roleResource, roleListPage));
