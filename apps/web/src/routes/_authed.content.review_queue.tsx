import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseContentPagingSearch } from "../features/cms/content-paging-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/content/review_queue")({
  validateSearch: parseContentPagingSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/content/review_queue"),
  component: lazyRouteComponent(() => import("../features/cms/review-queue-page.tsx"), "ReviewQueuePage"),
});
