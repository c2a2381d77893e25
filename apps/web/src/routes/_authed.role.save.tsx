import { createFileRoute } from "@tanstack/react-router";
import { RoleAddPage } from "../features/roles/role-form-page.tsx";
import { permissionTreeQueryOptions } from "../features/roles/roles-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/role/save")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/role/save"),
  // A failed tree load is shown in the page (角色查询失败), so do not fail the route for it.
  loader: ({ context }) => context.queryClient.prefetchQuery(permissionTreeQueryOptions(context.trpc)),
  component: RoleAddPage,
});
