import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { enterpriseQueryOptions } from "../features/enterprises/enterprise-search.ts";
import { EnterpriseViewPage } from "../features/enterprises/enterprise-view-page.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const viewSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/enterprise/view")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => viewSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/enterprise/view"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(enterpriseQueryOptions(context.trpc, deps.id));
  },
  component: function EnterpriseViewRoute() {
    const { id } = Route.useSearch();
    return id ? <EnterpriseViewPage key={id} id={id} /> : <NotFoundView />;
  },
});
