import { expressResource } from "@suyuan/contracts/express/express-resource";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { resourceProcedures } from "../../kit/resource-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { downloadHref, SheetImportButton } from "../../common/sheet-import.tsx";

/** 导入 on the express list: the template comes from GET /import/express/template. */
function ExpressImportButton() {
  const { t } = useI18n();
  const trpc = useTrpc();
  return (
    <SheetImportButton
      perm="/express/import"
      path="/import/express"
      title={t("express.importTitle")}
      templateHref={downloadHref("/import/express/template")}
      invalidate={resourceProcedures(trpc, expressResource.name).pathKey()}
    />
  );
}

/** The express list's additions to the kit page. */
export const expressListPage: Omit<ResourceListPageProps, "definition"> = {
  toolbar: <ExpressImportButton />,
};
