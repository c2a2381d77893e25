import { Badge } from "@mantine/core";
import { useCallback } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";

export function PassedBadge({ passed }: { passed: boolean }) {
  const { t } = useI18n();
  return (
    <Badge color={passed ? "green" : "red"} variant="light" radius="sm">
      {passed ? t("qc.passedYes") : t("qc.passedNo")}
    </Badge>
  );
}

/** "2/5 failed" or "all 5 passed". */
export function useItemsSummary() {
  const { t } = useI18n();
  return useCallback(
    (items: readonly { passed: boolean }[]) => {
      const failed = items.filter((item) => !item.passed).length;
      return failed
        ? t("qc.itemsSummaryFailed", { failed, total: items.length })
        : t("qc.itemsSummaryPassed", { total: items.length });
    },
    [t],
  );
}
