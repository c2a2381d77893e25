import { Badge, Tooltip } from "@mantine/core";
import type { ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import type { ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { DailyReportChart } from "./daily-report-chart.tsx";
import { DailyReportPrefillField } from "./daily-report-prefill-field.tsx";

/** Today in China (the users' calendar), as yyyy-MM-dd. */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** 已锁定: older than 7 days, changed only by county staff (the server decides; this only tells). */
function LockedBadge({ item }: { item: ResourceRow }) {
  const { t } = useI18n();
  if (item.locked !== true) return null;
  return (
    <Tooltip label={t("dailyReport.locked")} multiline w={260}>
      <Badge color="gray" variant="light" data-testid="daily-report-locked">
        {t("dailyReport.lockedBadge")}
      </Badge>
    </Tooltip>
  );
}

/** The add page: today by default; the counts pre-filled once the station and day are chosen. */
export const dailyAddPage: Omit<ResourceFormPageProps, "definition"> = {
  defaults: { day: chinaToday() },
  fieldOverrides: { day: (props) => <DailyReportPrefillField {...props} /> },
  testId: "daily-report-add-page",
};

export const dailyUpdatePage: Omit<ResourceFormPageProps, "definition"> = {
  actions: (item) => <LockedBadge item={item} />,
};

/** The view page: the report, then the station's last 30 days as charts. */
export const dailyViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  actions: (item) => <LockedBadge item={item} />,
  children: (item) => <DailyReportChart item={item} />,
  testId: "daily-report-view-page",
};

export const dailyListPage: Omit<ResourceListPageProps, "definition"> = {
  rowActions: (row) => <LockedBadge item={row} />,
};
