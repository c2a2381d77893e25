import { maskValue } from "@suyuan/contracts/kit/personal-data";
import {
  AGENCY_AMOUNT_MAX,
  centsText,
  lineCents,
  milliText,
  milliToQuantity,
  quantityMilli,
  yuanToCents,
} from "@suyuan/contracts/work-platform/agency-money";
import type {
  SalesAgencyStatus,
  TAgencySaleDetail,
  TSalesAgencyEvent,
  ZRecordAgencySaleInput,
  ZSettleSalesAgencyInput,
} from "@suyuan/contracts/work-platform/sales-agency-status";
import { canRecordSale, canSettle } from "@suyuan/contracts/work-platform/sales-agency-status";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { recordOperation } from "../audit/record-operation.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";
import { operatorName, ruleError } from "./agency-parties.ts";

const notListed = (status: SalesAgencyStatus) =>
  ruleError(status === "settled" ? "error.agencySettledReadOnly" : "error.agencyNotListed");

/**
 * Records one sale of a listed record: one conditional UPDATE adds the quantity and amount only
 * while the record is listed and the sold quantity stays within the offered one (racing sales
 * queue on the row lock and re-check), turning the record sold when the quantity is gone; then
 * the sale row, the listed → sold event when it happened, and the operation log, in the same
 * transaction. An over-sell or a sale of a record not listed changes nothing.
 */
export async function recordAgencySale(ctx: ServiceContext, input: z.output<typeof ZRecordAgencySaleInput>) {
  return prisma.$transaction(async (tx) => {
    const record = await RESOURCE_SERVICES.salesAgency.current(tx, ctx, input.id);
    const status = record.status as SalesAgencyStatus;
    if (!canRecordSale(status)) throw notListed(status);
    const amount = lineCents(input.quantity, input.unitPrice);
    if (amount > yuanToCents(AGENCY_AMOUNT_MAX)) throw ruleError("validation.tooBig", { field: "quantity" });
    const quantity = milliText(quantityMilli(input.quantity));
    const changed = await tx.$queryRaw<{ status: SalesAgencyStatus; sold: string; offered: string }[]>`
      UPDATE sales_agency
      SET sold_quantity = sold_quantity + ${quantity}::numeric,
          sold_amount = sold_amount + ${centsText(amount)}::numeric,
          status = CASE WHEN sold_quantity + ${quantity}::numeric >= quantity
                        THEN 'sold'::"SalesAgencyStatus" ELSE status END,
          status_changed_at = CASE WHEN sold_quantity + ${quantity}::numeric >= quantity
                                   THEN now() ELSE status_changed_at END,
          updated_at = now()
      WHERE id = ${input.id} AND status = 'listed'::"SalesAgencyStatus"
        AND sold_quantity + ${quantity}::numeric <= quantity
      RETURNING status::text AS status, sold_quantity::text AS sold, quantity::text AS offered`;
    const after = changed[0];
    if (!after) {
      const now = await tx.salesAgency.findUniqueOrThrow({
        where: { id: input.id },
        select: { status: true, quantity: true, soldQuantity: true },
      });
      if (now.status !== "listed") throw notListed(now.status);
      const remaining = quantityMilli(Number(now.quantity)) - quantityMilli(Number(now.soldQuantity));
      throw ruleError("error.agencyOversell", { field: "quantity", params: { remaining: milliToQuantity(remaining) } });
    }
    const operator = await operatorName(tx, ctx);
    const sale = await tx.salesAgencySale.create({
      data: {
        agencyId: input.id,
        buyer: input.buyer,
        buyerPhone: input.buyerPhone,
        quantity,
        unitPrice: input.unitPrice.toFixed(2),
        amount: centsText(amount),
        soldAt: input.soldAt ?? new Date(),
        operatorId: ctx.actor.userId,
        operatorName: operator,
      },
      select: { id: true },
    });
    if (after.status === "sold")
      await tx.salesAgencyEvent.create({
        data: {
          agencyId: input.id,
          fromStatus: "listed",
          toStatus: "sold",
          operatorId: ctx.actor.userId,
          operatorName: operator,
        },
      });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "sell",
      resource: "salesAgency",
      targetId: input.id,
      detail: { name: String(record.goodsName), buyer: input.buyer, quantity, amount: centsText(amount) },
    });
    const sold = quantityMilli(Number(after.sold));
    return {
      saleId: sale.id,
      status: after.status,
      soldQuantity: milliToQuantity(sold),
      remainingQuantity: milliToQuantity(quantityMilli(Number(after.offered)) - sold),
    };
  });
}

/**
 * Settles a record that has sales (sold out, or listed with part sold: the rest goes back to the
 * villager): the commission, the villager paid the sales amount less it, never negative. The
 * update applies only while status and sold quantity are as read, so a sale recorded meanwhile
 * is never left out of the payment. Afterwards the record is read-only.
 */
export async function settleSalesAgency(ctx: ServiceContext, input: z.output<typeof ZSettleSalesAgencyInput>) {
  return prisma.$transaction(async (tx) => {
    const record = await RESOURCE_SERVICES.salesAgency.current(tx, ctx, input.id);
    const status = record.status as SalesAgencyStatus;
    if (status === "settled") throw ruleError("error.agencySettledReadOnly");
    const row = await tx.salesAgency.findUniqueOrThrow({
      where: { id: input.id },
      select: { soldQuantity: true, soldAmount: true },
    });
    if (!canSettle(status, Number(row.soldQuantity))) throw ruleError("error.agencyNothingSold");
    const soldCents = yuanToCents(Number(row.soldAmount));
    const commission = yuanToCents(input.commission);
    if (commission > soldCents)
      throw ruleError("error.agencyCommissionTooBig", {
        field: "commission",
        params: { amount: centsText(soldCents) },
      });
    const paid = soldCents - commission;
    const now = new Date();
    const { count } = await tx.salesAgency.updateMany({
      where: { id: input.id, status, soldQuantity: row.soldQuantity },
      data: {
        status: "settled",
        statusChangedAt: now,
        settledAt: now,
        commission: centsText(commission),
        paidAmount: centsText(paid),
      },
    });
    if (count !== 1) throw ruleError("error.agencyChanged");
    await tx.salesAgencyEvent.create({
      data: {
        agencyId: input.id,
        fromStatus: status,
        toStatus: "settled",
        at: now,
        operatorId: ctx.actor.userId,
        operatorName: await operatorName(tx, ctx),
        note: input.note,
      },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "settle",
      resource: "salesAgency",
      targetId: input.id,
      detail: { name: String(record.goodsName), commission: centsText(commission), paid: centsText(paid) },
    });
    return { paidAmount: Number(paid) / 100, commission: Number(commission) / 100 };
  });
}

/** The sales (oldest first) and status changes of a record in the caller's scope. */
export async function findSalesAgencyHistory(
  ctx: ServiceContext,
  agencyId: number,
): Promise<{ sales: TAgencySaleDetail[]; events: TSalesAgencyEvent[] }> {
  await RESOURCE_SERVICES.salesAgency.current(prisma, ctx, agencyId);
  const [sales, events] = await Promise.all([
    prisma.salesAgencySale.findMany({
      where: { agencyId },
      orderBy: [{ soldAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        buyer: true,
        buyerPhone: true,
        quantity: true,
        unitPrice: true,
        amount: true,
        soldAt: true,
        operatorName: true,
      },
    }),
    prisma.salesAgencyEvent.findMany({
      where: { agencyId },
      orderBy: [{ at: "asc" }, { id: "asc" }],
      select: { id: true, fromStatus: true, toStatus: true, note: true, operatorName: true, at: true },
    }),
  ]);
  return {
    sales: sales.map((sale) => ({
      ...sale,
      // A buyer's phone is personal data, masked as the kit masks a villager's (kit/masking.ts).
      buyerPhone: maskValue("mobile", sale.buyerPhone) as string | null,
      quantity: Number(sale.quantity),
      unitPrice: Number(sale.unitPrice),
      amount: Number(sale.amount),
    })),
    events,
  };
}
