import { createFileRoute } from "@tanstack/react-router";
import { z } from "zod";
import { HouseAddPage } from "../features/houses/house-form-page.tsx";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const addSearch = z.object({ baseId: searchId });

export const Route = createFileRoute("/_authed/house/save")({
  validateSearch: (raw: Record<string, unknown>): { baseId?: number } => addSearch.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/house/save"),
  component: function HouseSaveRoute() {
    const { baseId } = Route.useSearch();
    return <HouseAddPage baseId={baseId} />;
  },
});
