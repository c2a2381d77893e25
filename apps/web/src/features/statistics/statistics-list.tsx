import { STATISTICS_SHEET_COLUMNS } from "@suyuan/contracts/statistics/statistics-operations";
import { townStatisticResource } from "@suyuan/contracts/statistics/town-statistic-resource";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { resourceProcedures } from "../../kit/resource-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { downloadHref, SheetImportButton } from "../../common/sheet-import.tsx";

/** 导入 on the statistics list: the template comes from GET /import/statistics/template. */
function StatisticsImportButton() {
  const { t } = useI18n();
  const trpc = useTrpc();
  return (
    <SheetImportButton
      perm="/statistics/import"
      path="/import/statistics"
      title={t("statistics.importTitle")}
      columns={STATISTICS_SHEET_COLUMNS}
      templateHref={downloadHref("/import/statistics/template")}
      invalidate={resourceProcedures(trpc, townStatisticResource.name).pathKey()}
    />
  );
}

/** The statistics list's additions to the kit page. */
export const statisticsListPage: Omit<ResourceListPageProps, "definition"> = {
  toolbar: <StatisticsImportButton />,
};
