import { createFileRoute } from "@tanstack/react-router";
import { rolesLookupOptions, sitesLookupOptions } from "../features/users/lookups.ts";
import { UserAddPage } from "../features/users/user-form-page.tsx";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/adminGlocal/add")({
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/adminGlocal/add"),
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(rolesLookupOptions(context.trpc)),
      context.queryClient.ensureQueryData(sitesLookupOptions(context.trpc)),
    ]);
  },
  component: UserAddPage,
});
