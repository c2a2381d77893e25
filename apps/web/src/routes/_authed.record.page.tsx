import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseRecordListSearch } from "../features/custom-forms/record-list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/record/page")({
  validateSearch: parseRecordListSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/record/page"),
  component: lazyRouteComponent(() => import("../features/custom-forms/record-list-page.tsx"), "RecordListPage"),
});
