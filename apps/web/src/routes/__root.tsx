import { Box } from "@mantine/core";
import { createRootRouteWithContext, Outlet } from "@tanstack/react-router";
import { NotFoundView } from "../common/not-found-view.tsx";
import { RouteErrorView } from "../common/route-error-view.tsx";
import type { RouterContext } from "../lib/router-context.ts";
import { usePageTitle } from "../navigation/use-page-title.ts";

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  // Signed-in unknown paths are caught by the layout's splat route; this covers the rest.
  notFoundComponent: () => (
    <Box mih="100dvh" pt="10vh">
      <NotFoundView />
    </Box>
  ),
  errorComponent: (props) => (
    <Box mih="100dvh" pt="10vh">
      <RouteErrorView {...props} />
    </Box>
  ),
});

function RootComponent() {
  usePageTitle("public");
  return <Outlet />;
}
