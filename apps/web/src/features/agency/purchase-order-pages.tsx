import type { ResourceListPageProps } from "../../kit/resource-list-page.tsx";
import { PurchaseStatusBadge } from "./agency-status-badge.tsx";

/** The 代购 list's overrides: the status as a badge. */
export const purchaseOrderListPage: Omit<ResourceListPageProps, "definition"> = {
  columns: { status: { Cell: ({ row }) => <PurchaseStatusBadge status={row.original.status} /> } },
  testId: "purchase-order-list-page",
};
