import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ApplicationBindPage } from "../features/code-applications/application-bind-page.tsx";
import { applicationQueryOptions } from "../features/code-applications/applications-search.ts";
import { NotFoundView } from "../common/not-found-view.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const idSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/apply/bindingCode")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => idSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/apply/bindingCode"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(applicationQueryOptions(context.trpc, deps.id));
  },
  component: function ApplyBindingCodeRoute() {
    const { id } = Route.useSearch();
    return id ? <ApplicationBindPage key={id} id={id} /> : <NotFoundView />;
  },
});
