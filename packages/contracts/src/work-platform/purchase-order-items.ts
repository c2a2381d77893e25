import { z } from "zod";
import { zOptionalText, zText } from "../kit/primitives.ts";
import { AGENCY_AMOUNT_MAX, AGENCY_PRICE_MAX, AGENCY_QUANTITY_MAX, orderTotals } from "./agency-money.ts";

const decimals = (scale: number) => (value: number) =>
  Number.isFinite(value) && Math.abs(value * 10 ** scale - Math.round(value * 10 ** scale)) < 1e-6;

export const PURCHASE_ITEMS_MAX = 50;

/** One line of a purchase order: what to buy, how many, at about what price. */
const ZPurchaseOrderItemFields = z.object({
  name: zText(100, "validation.purchaseItemNameRequired"),
  specification: zOptionalText(100),
  quantity: z
    .number({ error: "validation.number" })
    .min(0.001, "validation.tooSmall")
    .max(AGENCY_QUANTITY_MAX, "validation.tooBig")
    .refine(decimals(3), "validation.decimals"),
  unit: zOptionalText(20),
  unitPrice: z
    .number({ error: "validation.number" })
    .min(0, "validation.tooSmall")
    .max(AGENCY_PRICE_MAX, "validation.tooBig")
    .refine(decimals(2), "validation.decimals"),
});
export type TPurchaseOrderItemFields = z.input<typeof ZPurchaseOrderItemFields>;

/**
 * The lines of an order (at least one), written with the order. Their total must fit the amount
 * column; it is computed by the API from the lines, never taken from the form.
 */
export const ZPurchaseOrderItems = z
  .array(ZPurchaseOrderItemFields)
  .min(1, "validation.purchaseItemsRequired")
  .max(PURCHASE_ITEMS_MAX, "validation.tooMany")
  .superRefine((items, ctx) => {
    if (orderTotals(items).total > AGENCY_AMOUNT_MAX)
      ctx.addIssue({ code: "custom", message: "validation.purchaseTotalTooBig", path: [] });
  });

/** A stored line, with its amount (quantity × estimated unit price, rounded to cents). */
export const ZPurchaseOrderItemDetail = z.object({
  id: z.number(),
  name: z.string(),
  specification: z.string().nullable(),
  quantity: z.number(),
  unit: z.string().nullable(),
  unitPrice: z.number(),
  amount: z.number(),
});
