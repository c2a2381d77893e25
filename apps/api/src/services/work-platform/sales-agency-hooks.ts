import { milliToQuantity, quantityMilli } from "@suyuan/contracts/work-platform/agency-money";
import type { SalesAgencyStatus } from "@suyuan/contracts/work-platform/sales-agency-status";
import type { TransactionClient } from "@suyuan/db/client";
import { column, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { operatorName, ruleError, villagerColumns } from "./agency-parties.ts";

type Row = Record<string, unknown>;

/**
 * The record's status and sold quantity read under a row lock: a sale or settlement cannot slip in
 * between this check and the change (their conditional updates wait for this transaction).
 */
export async function lockedAgency(tx: TransactionClient, id: number) {
  const rows = await tx.$queryRaw<{ status: SalesAgencyStatus; sold: string }[]>`
    SELECT status::text AS status, sold_quantity::text AS sold FROM sales_agency WHERE id = ${id} FOR UPDATE`;
  const row = rows[0];
  if (!row) throw new AppError("NOT_FOUND");
  return { status: row.status, soldMilli: quantityMilli(Number(row.sold)) };
}

/** Settled records are read-only; sold-out ones are only settled. */
function assertChangeable(status: SalesAgencyStatus) {
  if (status === "settled") throw ruleError("error.agencySettledReadOnly");
  if (status === "sold") throw ruleError("error.agencySoldNotEditable");
}

/** The goods' name kept on the row when goods are picked and no name typed. */
async function goodsNameColumn(tx: TransactionClient, data: Row): Promise<Row> {
  if (typeof data.goodsName === "string" && data.goodsName.trim() !== "") return data;
  const goods = await tx.goods.findUnique({ where: { id: data.goodsId as number }, select: { name: true } });
  if (!goods)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { goodsId: ["error.referenceMissing"] },
    });
  return { ...data, goodsName: goods.name };
}

/**
 * Sales agency (代销): names filled from the picked records; the offer is changed only while
 * listed (never below what was sold) and deleted only while nothing was sold; a settled record is
 * read-only. The creation is kept as the first event.
 */
export const salesAgencyHooks: ResourceHooks = {
  async prepare(tx, _ctx, data, current) {
    if (current) {
      const locked = await lockedAgency(tx, current.id as number);
      assertChangeable(locked.status);
      if (locked.soldMilli > 0n && quantityMilli(data.quantity as number) <= locked.soldMilli)
        throw ruleError("error.agencyQuantityBelowSold", {
          field: "quantity",
          params: { sold: milliToQuantity(locked.soldMilli) },
        });
    }
    return goodsNameColumn(tx, await villagerColumns(tx, data));
  },

  async afterWrite(tx, ctx, id, _data, current) {
    if (current) return;
    await tx.salesAgencyEvent.create({
      data: {
        agencyId: id,
        fromStatus: null,
        toStatus: "listed",
        operatorId: ctx.actor.userId,
        operatorName: await operatorName(tx, ctx),
      },
    });
  },

  computed: {
    status: column("status"),
    soldQuantity: column("soldQuantity", "decimal"),
    // Exact in the decimals (thousandths), then one rounding.
    remainingQuantity: sql(() => `(t.quantity - t.sold_quantity)::float8`),
    soldAmount: column("soldAmount", "decimal"),
    commission: column("commission", "decimal"),
    paidAmount: column("paidAmount", "decimal"),
  },

  async beforeDelete(tx, _ctx, rows) {
    for (const row of rows) {
      const locked = await lockedAgency(tx, row.id as number);
      if (locked.status === "settled") throw ruleError("error.agencySettledReadOnly");
      if (locked.soldMilli > 0n) throw ruleError("error.agencyHasSales");
    }
  },
};
