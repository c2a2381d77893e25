import { centsText, lineCents, orderTotals, yuanToCents } from "@suyuan/contracts/work-platform/agency-money";
import type { TPurchaseOrderItemFields } from "@suyuan/contracts/work-platform/purchase-order-items";
import {
  isPurchaseDeletable,
  isPurchaseEditable,
  type PurchaseStatus,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import type { DbClient, TransactionClient } from "@suyuan/db/client";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { operatorName, ruleError, villagerColumns } from "./agency-parties.ts";

type Row = Record<string, unknown>;
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

const ITEM_SELECT = {
  id: true,
  orderId: true,
  name: true,
  specification: true,
  quantity: true,
  unit: true,
  estimatedUnitPrice: true,
  estimatedAmount: true,
} as const;

/** The lines of a page of orders, read in one query (keeps the list on the kit's one statement). */
async function withItems(db: DbClient, orders: Row[]): Promise<Row[]> {
  const ids = orders.map((order) => order.id as number);
  if (ids.length === 0) return orders;
  const lines = await db.purchaseOrderItem.findMany({
    where: { orderId: { in: ids } },
    orderBy: [{ orderId: "asc" }, { sort: "asc" }, { id: "asc" }],
    select: ITEM_SELECT,
  });
  return orders.map((order) => ({
    ...order,
    items: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({
        id: line.id,
        name: line.name,
        specification: line.specification,
        quantity: Number(line.quantity),
        unit: line.unit,
        unitPrice: Number(line.estimatedUnitPrice),
        amount: Number(line.estimatedAmount),
      })),
  }));
}

const amountOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

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

  select: { status: true, estimatedTotal: true, actualAmount: true },
  extend: (row) => {
    const actual = amountOrNull(row.actualAmount);
    const deposit = amountOrNull(row.deposit) ?? 0;
    return {
      status: row.status,
      estimatedTotal: Number(row.estimatedTotal),
      actualAmount: actual,
      balanceDue: actual === null ? null : Number(yuanToCents(actual) - yuanToCents(deposit)) / 100,
    };
  },
  expand: withItems,

  async beforeDelete(tx, _ctx, rows) {
    for (const row of rows)
      if (!isPurchaseDeletable(await lockedPurchaseStatus(tx, row.id as number)))
        throw ruleError("error.purchaseNotDeletable");
  },
};
