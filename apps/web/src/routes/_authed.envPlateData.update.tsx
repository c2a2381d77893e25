import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { NotFoundView } from "../common/not-found-view.tsx";
import { ReadingEditPage } from "../features/env/reading-form-page.tsx";
import { readingLookupOptions } from "../features/env/readings-search.ts";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const editSearch = z.object({
  id: z.string().regex(/^\d+$/).optional().catch(undefined),
  deviceId: searchId,
  at: z.iso.datetime().optional().catch(undefined),
});
type EditSearch = { id?: string; deviceId?: number; at?: string };

export const Route = createFileRoute("/_authed/envPlateData/update")({
  validateSearch: (raw: Record<string, unknown>): EditSearch =>
    editSearch.parse({ ...raw, id: typeof raw.id === "number" ? String(raw.id) : raw.id }),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/envPlateData/update"),
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (deps.id && deps.deviceId && deps.at)
      await context.queryClient.ensureQueryData(readingLookupOptions(context.trpc, deps.deviceId, new Date(deps.at)));
  },
  component: function ReadingUpdateRoute() {
    const { id, deviceId, at } = Route.useSearch();
    return id && deviceId && at ? (
      <ReadingEditPage key={id} id={id} deviceId={deviceId} at={new Date(at)} />
    ) : (
      <NotFoundView />
    );
  },
});
