import { Badge } from "@mantine/core";
import {
  ENTERPRISE_STATUSES,
  ENTERPRISE_TYPES,
  type TEnterpriseStatus,
} from "@suyuan/contracts/enterprise/enterprise-resource";
import { regionPath } from "@suyuan/contracts/region/regions";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { UiKey } from "../../i18n/ui-messages-zh.ts";

export const STATUS_KEYS: Record<TEnterpriseStatus, UiKey> = {
  pending: "enterprise.status.pending",
  approved: "enterprise.status.approved",
  rejected: "enterprise.status.rejected",
};

const STATUS_COLORS: Record<TEnterpriseStatus, string> = { pending: "orange", approved: "green", rejected: "red" };

export const TYPE_KEYS: Record<(typeof ENTERPRISE_TYPES)[number], UiKey> = {
  production: "enterprise.type.production",
  processing: "enterprise.type.processing",
  circulation: "enterprise.type.circulation",
  sales: "enterprise.type.sales",
  cooperative: "enterprise.type.cooperative",
};

export function typeKey(type: string): UiKey | null {
  return (TYPE_KEYS as Record<string, UiKey>)[type] ?? null;
}

export function useEnterpriseOptions() {
  const { t } = useI18n();
  return {
    statusOptions: ENTERPRISE_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) })),
    typeOptions: ENTERPRISE_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) })),
  };
}

export function EnterpriseStatusBadge({ status }: { status: TEnterpriseStatus }) {
  const { t } = useI18n();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {t(STATUS_KEYS[status])}
    </Badge>
  );
}

/** 浙江省 / 杭州市 / 西湖区 from the most specific code given. */
export function regionText(codes: { provinceCode: string | null; cityCode: string | null; countyCode: string | null }) {
  return regionPath(codes.countyCode ?? codes.cityCode ?? codes.provinceCode).join(" / ");
}
