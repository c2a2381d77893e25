import { roleResource } from "@suyuan/contracts/role/role-resource";
import { createFileRoute } from "@tanstack/react-router";
import { roleFormPage } from "../features/roles/role-pages.tsx";
import { resourceUpdateRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/role/update")(resourceUpdateRoute(roleResource, roleFormPage));
