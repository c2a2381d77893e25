import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { RecallEditPage } from "../features/recalls/recall-form-page.tsx";
import { resourceItemQueryOptions } from "../kit/resource-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/recall/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/recall/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id)
      await context.queryClient.ensureQueryData(resourceItemQueryOptions(context.trpc, { name: "recall" }, deps.id));
  },
  component: function RecallUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <RecallEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
