import { expressResource } from "@suyuan/contracts/express/express-resource";
import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/express/list")(
  resourceListRoute(expressResource, () =>
    import("../features/express/express-list.tsx").then((m) => m.expressListPage),
  ),
);
