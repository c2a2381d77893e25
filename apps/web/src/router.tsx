import { createRouter } from "@tanstack/react-router";
import { NotFoundView } from "./common/not-found-view.tsx";
import { PagePending } from "./common/page-pending.tsx";
import { RouteErrorView } from "./common/route-error-view.tsx";
import type { RouterContext } from "./lib/router-context.ts";
import { routeTree } from "./routeTree.gen.ts";

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: "intent",
    // Freshness is React Query's job; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultPendingComponent: PagePending,
    defaultErrorComponent: RouteErrorView,
    defaultNotFoundComponent: NotFoundView,
  });
}

declare module "@tanstack/react-router" {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation only merges interfaces
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
