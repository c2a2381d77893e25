import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { HouseEditPage } from "../features/houses/house-form-page.tsx";
import { houseQueryOptions } from "../features/houses/houses-search.ts";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/house/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/house/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(houseQueryOptions(context.trpc, deps.id));
  },
  component: function HouseUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <HouseEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
