import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const search = z.object({ channelId: searchId });

export const Route = createFileRoute("/_authed/content/save")({
  validateSearch: (raw: Record<string, unknown>): { channelId?: number } => search.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/content/save"),
  component: lazyRouteComponent(() => import("../features/cms/content-form-page.tsx"), "ContentAddPage"),
});
