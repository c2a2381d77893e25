import { roleResource } from "@suyuan/contracts/role/role-resource";
import { createFileRoute } from "@tanstack/react-router";
import { roleAddPage } from "../features/roles/role-pages.tsx";
import { resourceCreateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/role/save")(resourceCreateRoute(roleResource, roleAddPage));
