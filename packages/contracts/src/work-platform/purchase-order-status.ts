import { z } from "zod";
import type { EnumOption, Label } from "../kit/fields.ts";
import { ZId, zOptionalText, ZStoredDateTime } from "../kit/primitives.ts";
import { AGENCY_AMOUNT_MAX } from "./agency-money.ts";

export const PURCHASE_STATUSES = ["submitted", "purchasing", "arrived", "delivered", "cancelled"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, Label> = {
  submitted: { zh: "已登记", en: "Submitted" },
  purchasing: { zh: "采购中", en: "Purchasing" },
  arrived: { zh: "已到货", en: "Arrived" },
  delivered: { zh: "已交付", en: "Delivered" },
  cancelled: { zh: "已取消", en: "Cancelled" },
};

export const PURCHASE_STATUS_COLORS: Record<PurchaseStatus, string> = {
  submitted: "blue",
  purchasing: "yellow",
  arrived: "teal",
  delivered: "green",
  cancelled: "gray",
};

export const PURCHASE_STATUS_OPTIONS: readonly EnumOption[] = PURCHASE_STATUSES.map((value) => ({
  value,
  label: PURCHASE_STATUS_LABELS[value],
  color: PURCHASE_STATUS_COLORS[value],
}));

/**
 * THE status flow of a purchase order (代购), the one table the service, the procedures and the
 * pages read: submitted → purchasing → arrived → delivered; cancelled only before arrival (goods
 * that arrived are the villager's and are delivered). Delivered and cancelled are final.
 */
export const PURCHASE_TRANSITIONS: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  submitted: ["purchasing", "cancelled"],
  purchasing: ["arrived", "cancelled"],
  arrived: ["delivered"],
  delivered: [],
  cancelled: [],
};

/** The buttons of each target status (the verb, not the state). */
export const PURCHASE_ACTION_LABELS: Record<Exclude<PurchaseStatus, "submitted">, Label> = {
  purchasing: { zh: "开始采购", en: "Start purchasing" },
  arrived: { zh: "登记到货", en: "Record arrival" },
  delivered: { zh: "交付村民", en: "Deliver" },
  cancelled: { zh: "取消订单", en: "Cancel order" },
};

export function canTransition(from: PurchaseStatus, to: PurchaseStatus): boolean {
  return PURCHASE_TRANSITIONS[from].includes(to);
}

/** Items and order details can be changed only before purchasing starts. */
export const isPurchaseEditable = (status: PurchaseStatus) => status === "submitted";

/** Orders are deleted only before money moved (submitted) or once cancelled. */
export const isPurchaseDeletable = (status: PurchaseStatus) => status === "submitted" || status === "cancelled";

const ZActualAmount = z
  .number({ error: "validation.number" })
  .min(0, "validation.tooSmall")
  .max(AGENCY_AMOUNT_MAX, "validation.tooBig")
  .refine((value) => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: "validation.decimals",
  });

/**
 * One status change of an order. The change applies only while the order is still in the status
 * it was read in (a conditional update), so two clicks or two operators never apply it twice.
 * `from`, when given, is the status the operator saw: a change made meanwhile by someone else is
 * then refused instead of being built upon. Arrival records the actual amount paid for the goods.
 */
export const ZTransitionPurchaseOrderInput = z
  .object({
    id: ZId,
    from: z.enum(PURCHASE_STATUSES, { error: "validation.choose" }).optional(),
    to: z.enum(PURCHASE_STATUSES, { error: "validation.choose" }),
    actualAmount: ZActualAmount.nullish().transform((value) => value ?? null),
    note: zOptionalText(500),
  })
  .superRefine((input, ctx) => {
    if (input.to === "arrived" && input.actualAmount === null)
      ctx.addIssue({ code: "custom", message: "validation.purchaseActualRequired", path: ["actualAmount"] });
  });

export const ZTransitionPurchaseOrderOutput = z.object({
  status: z.enum(PURCHASE_STATUSES),
  eventId: z.number(),
});

export const ZFindPurchaseOrderEventsInput = z.object({ orderId: ZId });

const ZPurchaseOrderEvent = z.object({
  id: z.number(),
  fromStatus: z.enum(PURCHASE_STATUSES).nullable(),
  toStatus: z.enum(PURCHASE_STATUSES),
  note: z.string().nullable(),
  operatorName: z.string(),
  at: ZStoredDateTime,
});
export type TPurchaseOrderEvent = z.infer<typeof ZPurchaseOrderEvent>;
export const ZFindPurchaseOrderEventsOutput = z.array(ZPurchaseOrderEvent);
