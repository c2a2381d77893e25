import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/statistics/list")(
  resourceListRoute(
    () => import("@suyuan/contracts/statistics/town-statistic-resource").then((m) => m.townStatisticResource),
    () => import("../features/statistics/statistics-list.tsx").then((m) => m.statisticsListPage),
  ),
);
