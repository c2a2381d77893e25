import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { z } from "zod";
import { searchId } from "../lib/list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

const search = z.object({ id: searchId });

export const Route = createFileRoute("/_authed/content/update")({
  validateSearch: (raw: Record<string, unknown>): { id?: number } => search.parse(raw),
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/content/update"),
  component: lazyRouteComponent(() => import("../features/cms/content-form-page.tsx"), "ContentEditPage"),
});
