import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ApplicationEditPage } from "../features/code-applications/application-form-page.tsx";
import { applicationQueryOptions } from "../features/code-applications/applications-search.ts";
import { NotFoundView } from "../common/not-found-view.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const idSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/apply/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => idSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/apply/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(applicationQueryOptions(context.trpc, deps.id));
  },
  component: function ApplyUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <ApplicationEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
