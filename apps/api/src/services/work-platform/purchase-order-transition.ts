import {
  canTransition,
  type PurchaseStatus,
  type TPurchaseOrderEvent,
  type ZTransitionPurchaseOrderInput,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { recordOperation } from "../audit/record-operation.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";
import { operatorName, ruleError } from "./agency-parties.ts";

/** Why an order cannot reach a status: one message per target, naming the rule. */
const REFUSED: Record<PurchaseStatus, string> = {
  submitted: "error.purchaseToSubmitted",
  purchasing: "error.purchaseToPurchasing",
  arrived: "error.purchaseToArrived",
  delivered: "error.purchaseToDelivered",
  cancelled: "error.purchaseToCancelled",
};

/**
 * Moves a purchase order along the flow of PURCHASE_TRANSITIONS: the order is read in the caller's
 * scope (site and station; others' answer "not found"), the change is a conditional update from
 * the status just read (a change committed meanwhile leaves nothing to update, so a race never
 * applies twice), and the event (from, to, time, operator, note) and the operation log are written
 * in the same transaction. Arrival records the actual amount. A refused change writes nothing.
 */
export async function transitionPurchaseOrder(
  ctx: ServiceContext,
  input: z.output<typeof ZTransitionPurchaseOrderInput>,
): Promise<{ status: PurchaseStatus; eventId: number }> {
  return prisma.$transaction(async (tx) => {
    const order = await RESOURCE_SERVICES.purchaseOrder.current(tx, ctx, input.id);
    const from = order.status as PurchaseStatus;
    if (input.from !== undefined && input.from !== from) throw ruleError("error.purchaseChanged");
    if (!canTransition(from, input.to)) throw ruleError(REFUSED[input.to], { field: "to" });
    const now = new Date();
    const arrival = input.to === "arrived" ? { actualAmount: (input.actualAmount ?? 0).toFixed(2) } : {};
    const { count } = await tx.purchaseOrder.updateMany({
      where: { id: input.id, status: from },
      data: { status: input.to, statusChangedAt: now, ...arrival },
    });
    if (count !== 1) throw ruleError("error.purchaseChanged");
    const event = await tx.purchaseOrderEvent.create({
      data: {
        orderId: input.id,
        fromStatus: from,
        toStatus: input.to,
        at: now,
        operatorId: ctx.actor.userId,
        operatorName: await operatorName(tx, ctx),
        note: input.note,
      },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: `transition-${input.to}`,
      resource: "purchaseOrder",
      targetId: input.id,
      detail: { name: String(order.villagerName), from, to: input.to, ...arrival },
    });
    return { status: input.to, eventId: event.id };
  });
}

/** The status changes of an order in the caller's scope, oldest first (its creation first). */
export async function findPurchaseOrderEvents(ctx: ServiceContext, orderId: number): Promise<TPurchaseOrderEvent[]> {
  await RESOURCE_SERVICES.purchaseOrder.current(prisma, ctx, orderId);
  return prisma.purchaseOrderEvent.findMany({
    where: { orderId },
    orderBy: [{ at: "asc" }, { id: "asc" }],
    select: { id: true, fromStatus: true, toStatus: true, note: true, operatorName: true, at: true },
  });
}
