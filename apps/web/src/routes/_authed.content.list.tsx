import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const search = z.object({ channelId: searchId });

export const Route = createFileRoute("/_authed/content/list")({
  validateSearch: (raw: Record<string, unknown>): { channelId?: number } => search.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/content/list"),
  component: lazyRouteComponent(() => import("../features/cms/content-list-page.tsx"), "ContentListPage"),
});
