import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { EnterpriseCheckPage } from "../features/enterprises/enterprise-check-page.tsx";
import { enterpriseQueryOptions } from "../features/enterprises/enterprise-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const checkSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/enterprise/check")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => checkSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/enterprise/check"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(enterpriseQueryOptions(context.trpc, deps.id));
  },
  component: function EnterpriseCheckRoute() {
    const { id } = Route.useSearch();
    return id ? <EnterpriseCheckPage key={id} id={id} /> : <NotFoundView />;
  },
});
