import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { DeviceEditPage } from "../features/env/device-form-page.tsx";
import { deviceQueryOptions } from "../features/env/devices-search.ts";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/env/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => editSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/env/update"),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id) await context.queryClient.ensureQueryData(deviceQueryOptions(context.trpc, deps.id));
  },
  component: function DeviceUpdateRoute() {
    const { id } = Route.useSearch();
    return id ? <DeviceEditPage key={id} id={id} /> : <NotFoundView />;
  },
});
