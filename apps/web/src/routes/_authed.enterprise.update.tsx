import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { EnterpriseUpdatePage } from "../features/enterprises/enterprise-pages.tsx";
import { myEnterpriseQueryOptions } from "../features/enterprises/my-enterprise-query.ts";
import { resourceItemQueryOptions } from "../kit/resource-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

/** With `id`: staff editing any enterprise (the kit's page). Without: the member's own enterprise. */
export const Route = createFileRoute("/_authed/enterprise/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/enterprise/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id)
      await context.queryClient.ensureQueryData(
        resourceItemQueryOptions(context.trpc, { name: "enterprise" }, deps.id),
      );
    else await context.queryClient.ensureQueryData(myEnterpriseQueryOptions(context.trpc));
  },
  component: EnterpriseUpdatePage,
});
