import { z } from "zod";
import type { EnumOption, Label } from "../kit/fields.ts";
import { ZDateTime, ZId, zOptionalText, zText, ZStoredDateTime } from "../kit/primitives.ts";
import { AGENCY_AMOUNT_MAX, AGENCY_PRICE_MAX, AGENCY_QUANTITY_MAX } from "./agency-money.ts";

export const SALES_AGENCY_STATUSES = ["listed", "sold", "settled"] as const;
export type SalesAgencyStatus = (typeof SALES_AGENCY_STATUSES)[number];

export const SALES_AGENCY_STATUS_LABELS: Record<SalesAgencyStatus, Label> = {
  listed: { zh: "在售", en: "Listed" },
  sold: { zh: "已售完", en: "Sold" },
  settled: { zh: "已结算", en: "Settled" },
};

export const SALES_AGENCY_STATUS_COLORS: Record<SalesAgencyStatus, string> = {
  listed: "blue",
  sold: "teal",
  settled: "green",
};

export const SALES_AGENCY_STATUS_OPTIONS: readonly EnumOption[] = SALES_AGENCY_STATUSES.map((value) => ({
  value,
  label: SALES_AGENCY_STATUS_LABELS[value],
  color: SALES_AGENCY_STATUS_COLORS[value],
}));

/**
 * THE status flow of a sales-agency record (代销): listed → sold (by sales: it becomes sold when
 * the whole quantity is gone) → settled (the villager is paid). A listed record that has sold
 * part of its quantity may be settled too: the rest goes back to the villager. Settled is final
 * and read-only.
 */
const SALES_AGENCY_TRANSITIONS: Record<SalesAgencyStatus, readonly SalesAgencyStatus[]> = {
  listed: ["sold", "settled"],
  sold: ["settled"],
  settled: [],
};

/** Sales are recorded only while listed (quantity left). */
export const canRecordSale = (status: SalesAgencyStatus) => status === "listed";
/** Settling needs something sold: a sold record, or a listed one with sales. */
export const canSettle = (status: SalesAgencyStatus, soldQuantity: number) =>
  SALES_AGENCY_TRANSITIONS[status].includes("settled") && soldQuantity > 0;

const decimals = (scale: number) => (value: number) =>
  Number.isFinite(value) && Math.abs(value * 10 ** scale - Math.round(value * 10 ** scale)) < 1e-6;

const ZMoney = z
  .number({ error: "validation.number" })
  .min(0, "validation.tooSmall")
  .max(AGENCY_AMOUNT_MAX, "validation.tooBig")
  .refine(decimals(2), "validation.decimals");

/** One sale of (part of) the offered quantity: the buyer, the actual price and how much. */
export const ZRecordAgencySaleInput = z.object({
  id: ZId,
  buyer: zText(100, "validation.buyerRequired"),
  buyerPhone: zOptionalText(30),
  quantity: z
    .number({ error: "validation.number" })
    .min(0.001, "validation.tooSmall")
    .max(AGENCY_QUANTITY_MAX, "validation.tooBig")
    .refine(decimals(3), "validation.decimals"),
  unitPrice: ZMoney.refine((value) => value <= AGENCY_PRICE_MAX, "validation.tooBig"),
  soldAt: ZDateTime.optional(),
});

export const ZRecordAgencySaleOutput = z.object({
  saleId: z.number(),
  status: z.enum(SALES_AGENCY_STATUSES),
  soldQuantity: z.number(),
  remainingQuantity: z.number(),
});

/**
 * Settling: the station's commission; the villager is paid the sales amount less it (computed,
 * never negative: a commission above the sales amount is refused).
 */
export const ZSettleSalesAgencyInput = z.object({
  id: ZId,
  commission: ZMoney,
  note: zOptionalText(500),
});

export const ZSettleSalesAgencyOutput = z.object({ paidAmount: z.number(), commission: z.number() });

const ZAgencySaleDetail = z.object({
  id: z.number(),
  buyer: z.string(),
  buyerPhone: z.string().nullable(),
  quantity: z.number(),
  unitPrice: z.number(),
  amount: z.number(),
  soldAt: ZStoredDateTime,
  operatorName: z.string(),
});
export type TAgencySaleDetail = z.infer<typeof ZAgencySaleDetail>;

const ZSalesAgencyEvent = z.object({
  id: z.number(),
  fromStatus: z.enum(SALES_AGENCY_STATUSES).nullable(),
  toStatus: z.enum(SALES_AGENCY_STATUSES),
  note: z.string().nullable(),
  operatorName: z.string(),
  at: ZStoredDateTime,
});
export type TSalesAgencyEvent = z.infer<typeof ZSalesAgencyEvent>;

export const ZFindSalesAgencyHistoryInput = z.object({ agencyId: ZId });
export const ZFindSalesAgencyHistoryOutput = z.object({
  sales: z.array(ZAgencySaleDetail),
  events: z.array(ZSalesAgencyEvent),
});
