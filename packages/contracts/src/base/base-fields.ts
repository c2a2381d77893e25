import { z } from "zod";
import { regionRule, ZPhone, ZRegionCode, ZUploadUrl, zOptionalText, zRequiredText } from "../common/fields.ts";
import { ZIds, ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";

const ZDecimal = (min: number, max: number) =>
  z.number().min(min, "validation.invalid").max(max, "validation.invalid").nullable();

/** A production base; its region is required. Members always write into their own enterprise. */
export const ZBaseFields = z
  .object({
    enterpriseId: z.number().int().positive().nullable(),
    name: zRequiredText(100, "validation.nameRequired"),
    provinceCode: ZRegionCode,
    cityCode: ZRegionCode,
    countyCode: ZRegionCode,
    address: zOptionalText(200),
    /** Area in mu. */
    areaMu: ZDecimal(0, 10_000_000),
    longitude: ZDecimal(-180, 180),
    latitude: ZDecimal(-90, 90),
    mainCrops: zOptionalText(200),
    personInCharge: zOptionalText(50),
    phone: ZPhone,
    images: z.array(ZUploadUrl).max(10, "validation.tooMany"),
  })
  .superRefine(regionRule({ province: "provinceCode", city: "cityCode", county: "countyCode" }));
export type TBaseFields = z.infer<typeof ZBaseFields>;

export const ZBaseItem = z.object({
  id: z.number(),
  enterprise: z.object({ id: z.number(), name: z.string() }),
  name: z.string(),
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  countyCode: z.string().nullable(),
  address: z.string().nullable(),
  areaMu: z.number().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  mainCrops: z.string().nullable(),
  personInCharge: z.string().nullable(),
  phone: z.string().nullable(),
  images: z.array(z.string()),
  houseCount: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TBaseItem = z.infer<typeof ZBaseItem>;

export const BASE_SORT_KEYS = ["createdAt", "name"] as const;
export const ZBaseFilters = z.object({
  name: ZTextFilter,
  enterpriseId: z.number().int().positive().optional(),
  provinceCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export const ZFindBasesInput = ZPaging.extend(zSort(BASE_SORT_KEYS).shape).extend(ZBaseFilters.shape);
export type TFindBasesInput = z.infer<typeof ZFindBasesInput>;
export const ZFindBasesOutput = zListOutput(ZBaseItem);
export const ZGetBaseInput = z.object({ id: z.number().int().positive() });
export const ZCreateBaseOutput = z.object({ id: z.number() });
export const ZUpdateBaseInput = z.object({ id: z.number().int().positive(), data: ZBaseFields });
export const ZDeleteBasesInput = z.object({ ids: ZIds });
export const ZDeleteBasesOutput = z.object({ deleted: z.number() });

/** A greenhouse belongs to a base (and so to the base's enterprise). */
export const ZHouseFields = z.object({
  baseId: z.number({ error: "validation.required" }).int().positive(),
  name: zRequiredText(100, "validation.nameRequired"),
  type: zOptionalText(50),
  /** Area in square metres. */
  areaSqm: ZDecimal(0, 100_000_000),
  crops: zOptionalText(200),
  images: z.array(ZUploadUrl).max(10, "validation.tooMany"),
});
export type THouseFields = z.infer<typeof ZHouseFields>;

export const ZHouseItem = z.object({
  id: z.number(),
  base: z.object({ id: z.number(), name: z.string() }),
  enterprise: z.object({ id: z.number(), name: z.string() }),
  name: z.string(),
  type: z.string().nullable(),
  areaSqm: z.number().nullable(),
  crops: z.string().nullable(),
  images: z.array(z.string()),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type THouseItem = z.infer<typeof ZHouseItem>;

export const ZHouseFilters = z.object({
  name: ZTextFilter,
  baseId: z.number().int().positive().optional(),
  enterpriseId: z.number().int().positive().optional(),
});
export const ZFindHousesInput = ZPaging.extend(zSort(BASE_SORT_KEYS).shape).extend(ZHouseFilters.shape);
export type TFindHousesInput = z.infer<typeof ZFindHousesInput>;
export const ZFindHousesOutput = zListOutput(ZHouseItem);
export const ZGetHouseInput = z.object({ id: z.number().int().positive() });
export const ZCreateHouseOutput = z.object({ id: z.number() });
export const ZUpdateHouseInput = z.object({ id: z.number().int().positive(), data: ZHouseFields });
export const ZDeleteHousesInput = z.object({ ids: ZIds });
export const ZDeleteHousesOutput = z.object({ deleted: z.number() });
