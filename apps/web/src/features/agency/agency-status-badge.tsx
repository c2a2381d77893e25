import { Badge } from "@mantine/core";
import type { EnumOption } from "@suyuan/contracts/kit/fields";
import { PURCHASE_STATUS_OPTIONS } from "@suyuan/contracts/work-platform/purchase-order-status";
import { SALES_AGENCY_STATUS_OPTIONS } from "@suyuan/contracts/work-platform/sales-agency-status";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { EMPTY } from "../../kit/resource-format.tsx";

function StatusBadge({ status, options }: { status: unknown; options: readonly EnumOption[] }) {
  const { locale } = useI18n();
  const option = options.find((entry) => entry.value === status);
  if (!option) return EMPTY;
  return (
    <Badge variant="light" color={option.color} data-testid="agency-status">
      {pick(option.label, locale)}
    </Badge>
  );
}

/** A purchase order's status (已登记 / 采购中 / 已到货 / 已交付 / 已取消) as a coloured badge. */
export function PurchaseStatusBadge({ status }: { status: unknown }) {
  return <StatusBadge status={status} options={PURCHASE_STATUS_OPTIONS} />;
}

/** A sales-agency record's status (在售 / 已售完 / 已结算) as a coloured badge. */
export function SalesAgencyStatusBadge({ status }: { status: unknown }) {
  return <StatusBadge status={status} options={SALES_AGENCY_STATUS_OPTIONS} />;
}
