import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { ReadingAddPage } from "../features/env/reading-form-page.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const addSearch = z.object({ deviceId: searchId });

export const Route = createFileRoute("/_authed/envPlateData/save")({
  validateSearch: (raw: Record<string, unknown>): { deviceId?: number } => addSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/envPlateData/save"),
  component: function ReadingSaveRoute() {
    const { deviceId } = Route.useSearch();
    return <ReadingAddPage deviceId={deviceId} />;
  },
});
