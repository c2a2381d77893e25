import { Badge } from "@mantine/core";
import { BATCH_STATUSES, type TBatchStatus } from "@suyuan/contracts/batch/batch-fields";
import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";

const STATUS_KEYS: Record<TBatchStatus, UiKey> = {
  producing: "batch.status.producing",
  finished: "batch.status.finished",
  closed: "batch.status.closed",
};
const STATUS_COLORS: Record<TBatchStatus, string> = { producing: "blue", finished: "green", closed: "gray" };

export function useBatchStatusOptions() {
  const { t } = useI18n();
  return useMemo(() => BATCH_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) })), [t]);
}

export function BatchStatusBadge({ status }: { status: TBatchStatus }) {
  const { t } = useI18n();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
