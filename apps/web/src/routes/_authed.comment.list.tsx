import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { parseCommentListSearch } from "../features/audience/comment-list-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/comment/list")({
  validateSearch: parseCommentListSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/comment/list"),
  component: lazyRouteComponent(() => import("../features/audience/comment-list-page.tsx"), "CommentListPage"),
});
