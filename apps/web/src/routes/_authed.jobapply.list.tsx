import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseJobApplyListSearch } from "../features/custom-forms/job-apply-list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/jobapply/list")({
  validateSearch: parseJobApplyListSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/jobapply/list"),
  component: lazyRouteComponent(() => import("../features/custom-forms/job-apply-list-page.tsx"), "JobApplyListPage"),
});
