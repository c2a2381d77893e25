import { createFileRoute } from "@tanstack/react-router";
import { StatisticsDashboard } from "../features/statistics/statistics-dashboard.tsx";
import { parseStatisticsViewSearch } from "../features/statistics/statistics-view-search.ts";
import { assertPermitted } from "../permissions/forbidden-error.ts";

export const Route = createFileRoute("/_authed/statistics/view")({
  validateSearch: parseStatisticsViewSearch,
  beforeLoad: ({ context }) => assertPermitted(context.me.perms, "/statistics/view"),
  component: StatisticsDashboard,
});
