import { createFileRoute } from "@tanstack/react-router";
import { resourceListRoute } from "../kit/resource-routes.ts";

export const Route = createFileRoute("/_authed/work_platform/dailyList")(
  resourceListRoute(
    () => import("@suyuan/contracts/daily-report/daily-report-resource").then((m) => m.dailyReportResource),
    () => import("../features/daily-reports/daily-report-pages.tsx").then((m) => m.dailyListPage),
  ),
);
