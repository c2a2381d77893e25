import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { EnterpriseEditPage, MyEnterprisePage } from "../features/enterprises/enterprise-form-page.tsx";
import { enterpriseQueryOptions, myEnterpriseQueryOptions } from "../features/enterprises/enterprise-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

/** With `id`: staff editing any enterprise. Without: the signed-in member's own enterprise. */
export const Route = createFileRoute("/_authed/enterprise/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/enterprise/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(enterpriseQueryOptions(context.trpc, deps.id));
    else await context.queryClient.ensureQueryData(myEnterpriseQueryOptions(context.trpc));
  },
  component: function EnterpriseUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <EnterpriseEditPage key={id} id={id} /> : <MyEnterprisePage />;
  },
});
