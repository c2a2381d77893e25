import { Badge } from "@mantine/core";
import { GOODS_STATUSES } from "@suyuan/contracts/goods/goods-resource";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";

type GoodsStatus = (typeof GOODS_STATUSES)[number];

const STATUS_KEYS: Record<GoodsStatus, UiKey> = {
  pending: "goods.status.pending",
  approved: "goods.status.approved",
  rejected: "goods.status.rejected",
};
const STATUS_COLORS: Record<GoodsStatus, string> = { pending: "orange", approved: "green", rejected: "red" };

export function useGoodsStatusOptions() {
  const { t } = useI18n();
  return GOODS_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }));
}

export function GoodsStatusBadge({ status }: { status: GoodsStatus }) {
  const { t } = useI18n();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}
