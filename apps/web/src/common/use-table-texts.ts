import type { DataTableTexts } from "@suyuan/ui/data-table";
import { useMemo } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";

/** `capped`: the list counted only up to its cap, so the total reads "1000+". */
export function useTableTexts(capped = false): DataTableTexts {
  const { t } = useI18n();
  return useMemo(
    () => ({
      total: (total: number) => t("table.total", { total: capped ? `${total}+` : total }),
      pageSize: t("table.pageSize"),
      empty: t("table.empty"),
      selected: (count: number) => t("table.selected", { count }),
    }),
    [t, capped],
  );
}
