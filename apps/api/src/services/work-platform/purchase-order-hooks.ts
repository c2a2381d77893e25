import { centsText, lineCents, orderTotals } from "@suyuan/contracts/work-platform/agency-money";
import type { TPurchaseOrderItemFields } from "@suyuan/contracts/work-platform/purchase-order-items";
import {
  isPurchaseDeletable,
  isPurchaseEditable,
  type PurchaseStatus,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import type { TransactionClient } from "@suyuan/db/client";
import { column, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { operatorName, ruleError, villagerColumns } from "./agency-parties.ts";

type Line = { quantity: number; unitPrice: number } & Omit<TPurchaseOrderItemFields, "quantity" | "unitPrice">;

/**
 * The order's status read under a row lock, so a status change cannot slip in between this
 * check and the edit (the transition's conditional update waits for this transaction).
 */
export async function lockedPurchaseStatus(tx: TransactionClient, id: number): Promise<PurchaseStatus> {
  const rows = await tx.$queryRaw<{ status: PurchaseStatus }[]>`
    SELECT status::text AS status FROM purchase_order WHERE id = ${id} FOR UPDATE`;
  const status = rows[0]?.status;
  if (!status) throw new AppError("NOT_FOUND");
  return status;
}

async function writeItems(tx: TransactionClient, orderId: number, lines: Line[]) {
  await tx.purchaseOrderItem.deleteMany({ where: { orderId } });
  await tx.purchaseOrderItem.createMany({
    data: lines.map((line, index) => ({
      orderId,
      sort: index + 1,
      name: line.name,
      specification: line.specification ?? null,
      unit: line.unit ?? null,
      quantity: line.quantity.toFixed(3),
      estimatedUnitPrice: line.unitPrice.toFixed(2),
      estimatedAmount: centsText(lineCents(line.quantity, line.unitPrice)),
    })),
  });
}

/**
 * Purchase orders (代购): the villager's name from their record when not typed, the deposit 0 when
 * blank, the estimated total computed from the lines (never taken from the form), the lines
 * written with the order and the creation kept as the first event. Orders are changed only while
 * submitted and deleted only while submitted or cancelled.
 */
export const purchaseOrderHooks: ResourceHooks = {
  async prepare(tx, _ctx, data, current, input) {
    if (current && !isPurchaseEditable(await lockedPurchaseStatus(tx, current.id as number)))
      throw ruleError("error.purchaseNotEditable");
    const lines = input.items as Line[];
    const { totalCents } = orderTotals(lines);
    return {
      ...(await villagerColumns(tx, data)),
      estimatedTotal: centsText(totalCents),
    };
  },

  async afterWrite(tx, ctx, id, _data, current, input) {
    await writeItems(tx, id, input.items as Line[]);
    if (current) return;
    await tx.purchaseOrderEvent.create({
      data: {
        orderId: id,
        fromStatus: null,
        toStatus: "submitted",
        operatorId: ctx.actor.userId,
        operatorName: await operatorName(tx, ctx),
      },
    });
  },

  computed: {
    status: column("status"),
    estimatedTotal: column("estimatedTotal", "decimal"),
    actualAmount: column("actualAmount", "decimal"),
    // Exact in the decimals, then one rounding (as cents divided by 100); null before arrival.
    balanceDue: sql(() => `(t.actual_amount - t.deposit)::float8`),
    items: sql(
      () => `COALESCE((SELECT json_agg(json_build_object('id', i.id, 'name', i.name, 'specification', i.specification,
               'quantity', i.quantity::float8, 'unit', i.unit, 'unitPrice', i.estimated_unit_price::float8,
               'amount', i.estimated_amount::float8) ORDER BY i.sort, i.id)
             FROM purchase_order_item i WHERE i.order_id = t.id), '[]'::json)`,
    ),
  },

  async beforeDelete(tx, _ctx, rows) {
    for (const row of rows)
      if (!isPurchaseDeletable(await lockedPurchaseStatus(tx, row.id as number)))
        throw ruleError("error.purchaseNotDeletable");
  },
};
