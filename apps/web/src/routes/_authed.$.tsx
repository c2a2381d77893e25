import { createFileRoute } from "@tanstack/react-router";
import { NotFoundView } from "../common/not-found-view.tsx";
import { isPermitted } from "../permissions/is-permitted.ts";
import { ForbiddenError } from "../permissions/forbidden-error.ts";

/**
 * Any signed-in path without a page. A registered route the user may not open answers 403 rather
 * than 404, so typing the URL of a forbidden area says so plainly; anything else is 404.
 */
export const Route = createFileRoute("/_authed/$")({
  beforeLoad: async ({ context, location }) => {
    // Imported here: the route tree is part of the sign-in page, the registry need not be.
    const { findRoute } = await import("@suyuan/contracts/permissions/route-registry");
    const entry = findRoute(location.pathname);
    if (entry && !isPermitted(context.me.perms, entry.perm)) throw new ForbiddenError(entry.perm);
  },
  component: NotFoundView,
});
