import { createFileRoute } from "@tanstack/react-router";
import { AuthListPage } from "../features/roles/auth-list-page.tsx";
import { permissionTreeQueryOptions } from "../features/roles/roles-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/auth/list")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/auth/list"),
  // A failed load is shown in the page as 角色查询失败 (spec section 8).
  loader: ({ context }) => context.queryClient.prefetchQuery(permissionTreeQueryOptions(context.trpc)),
  component: AuthListPage,
});
