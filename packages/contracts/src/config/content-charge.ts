import { z } from "zod";

// config/content_charge_get and _update: the platform's share of paid content (chargeRatio, 0.1
// is 10%) and the tipping settings, as the origin's add-content page and settings read them.
// Payment accounts (WeChat, Alipay) are not kept by the product: they answer blank.

const ZAmount = z
  .number({ error: "validation.invalid" })
  .min(0, "validation.invalid")
  .max(1_000_000, "validation.invalid")
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "validation.invalid");

export const ZContentChargeInput = z.object({
  /** The platform's share, 0 to 1 with at most 2 decimals. */
  chargeRatio: z
    .number({ error: "validation.required" })
    .min(0, "validation.invalid")
    .max(1, "validation.invalid")
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "validation.invalid"),
  minDrawAmount: ZAmount.optional(),
  /** false: a random tip between rewardMin and rewardMax; true: the fixed amounts. */
  rewardPattern: z.boolean().optional(),
  rewardMin: ZAmount.optional(),
  rewardMax: ZAmount.optional(),
  /** The fixed tip amounts. */
  rewardFix: z.array(ZAmount).max(20, "validation.tooMany").optional(),
});
export type TContentChargeInput = z.infer<typeof ZContentChargeInput>;

export const ZContentCharge = z.object({
  id: z.literal(1),
  chargeRatio: z.number(),
  minDrawAmount: z.number(),
  rewardPattern: z.boolean(),
  rewardMin: z.number(),
  rewardMax: z.number(),
  fixMap: z.array(z.object({ key: z.string(), value: z.string() })),
  commissionTotal: z.number(),
  commissionYear: z.number(),
  commissionMonth: z.number(),
  commissionDay: z.number(),
  weixinAppId: z.string(),
  weixinAccount: z.string(),
  alipayAccount: z.string(),
  alipayAppId: z.string(),
  alipayPartnerId: z.string(),
});
export type TContentCharge = z.infer<typeof ZContentCharge>;
