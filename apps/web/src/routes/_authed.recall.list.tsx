import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/recall/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/recall/recall-resource").then((m) => m.recallResource),
    () => import("../features/recalls/recall-pages.tsx").then((m) => m.recallListPage),
  ),
);
