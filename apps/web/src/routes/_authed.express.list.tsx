import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/express/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/express/express-resource").then((m) => m.expressResource),
    () => import("../features/express/express-list.tsx").then((m) => m.expressListPage),
  ),
);
