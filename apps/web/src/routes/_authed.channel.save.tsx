import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const search = z.object({ parentId: searchId });

export const Route = createFileRoute("/_authed/channel/save")({
  validateSearch: (raw: Record<string, unknown>): { parentId?: number } => search.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/channel/save"),
  component: lazyRouteComponent(() => import("../features/cms/channel/channel-form-page.tsx"), "ChannelAddPage"),
});
