import { z } from "zod";
import { regionRule, ZRegionCode, ZUploadUrl, zOptionalText, zRequiredText } from "../common/fields.ts";
import { isValidGtin } from "../common/gtin.ts";

export const GOODS_STATUSES = ["pending", "approved", "rejected"] as const;

export const ZGoodsFields = z
  .object({
    name: zRequiredText(100, "validation.nameRequired"),
    classId: z.number({ error: "validation.required" }).int().positive(),
    /** Required for platform staff; members always write into their own enterprise. */
    enterpriseId: z.number().int().positive().nullable(),
    specification: zOptionalText(100),
    unit: zOptionalText(20),
    shelfLifeDays: z.number().int().min(0, "validation.invalid").max(36500, "validation.invalid").nullable(),
    originProvince: ZRegionCode,
    originCity: ZRegionCode,
    originCounty: ZRegionCode,
    brand: zOptionalText(50),
    barcode: z
      .string()
      .trim()
      .refine((value) => value === "" || isValidGtin(value), "validation.gtin")
      .transform((value) => (value === "" ? null : value))
      .nullable(),
    images: z.array(ZUploadUrl).max(10, "validation.tooMany"),
    /** Rich text; sanitised by the server before it is stored. */
    description: z.string().max(50_000, "validation.tooLong").nullable(),
  })
  .superRefine(
    regionRule({ province: "originProvince", city: "originCity", county: "originCounty" }, { optional: true }),
  );
export type TGoodsFields = z.infer<typeof ZGoodsFields>;

export const ZGoodsItem = z.object({
  id: z.number(),
  name: z.string(),
  class: z.object({ id: z.number(), name: z.string() }),
  enterprise: z.object({ id: z.number(), name: z.string() }),
  specification: z.string().nullable(),
  unit: z.string().nullable(),
  shelfLifeDays: z.number().nullable(),
  originProvince: z.string().nullable(),
  originCity: z.string().nullable(),
  originCounty: z.string().nullable(),
  brand: z.string().nullable(),
  barcode: z.string().nullable(),
  images: z.array(z.string()),
  description: z.string().nullable(),
  status: z.enum(GOODS_STATUSES),
  examineOpinion: z.string().nullable(),
  examinedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TGoodsItem = z.infer<typeof ZGoodsItem>;
