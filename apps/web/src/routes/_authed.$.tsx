import { createFileRoute } from "@tanstack/react-router";
import { NotFoundView } from "../features/errors/not-found-view.tsx";
import { isPermitted } from "../navigation/menu-tree.ts";
import { findRoute } from "@suyuan/contracts/permissions/route-registry";
import { ForbiddenError } from "../permissions/forbidden-error.ts";

/**
 * Any signed-in path without a page. A registered route the user may not open answers 403 rather
 * than 404, so typing the URL of a forbidden area says so plainly; anything else is 404.
 */
export const Route = createFileRoute("/_authed/$")({
  beforeLoad: ({ context, location }) => {
    const entry = findRoute(location.pathname);
    if (entry && !isPermitted(context.me.perms, entry.perm)) throw new ForbiddenError(entry.perm);
  },
  component: NotFoundView,
});
