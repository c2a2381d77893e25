import { z } from "zod";
import { baseResource } from "./base-resource.ts";
import { ZUploadUrl, zOptionalText, zRequiredText } from "../common/fields.ts";
import { ZIds, ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";

const ZDecimal = (min: number, max: number) =>
  z.number().min(min, "validation.invalid").max(max, "validation.invalid").nullable();

// Bases are a kit resource (base-resource.ts); these names stay for the pages and tests using them.
const bases = baseResource.schemas;
/** A production base; its region is required. Members always write into their own enterprise. */
export const ZBaseFields = bases.fields;
export type TBaseFields = z.infer<typeof ZBaseFields>;
export const ZBaseItem = bases.item;
export type TBaseItem = z.infer<typeof ZBaseItem>;
export const BASE_SORT_KEYS = baseResource.sortKeys;
export const ZFindBasesInput = bases.find;
export type TFindBasesInput = z.infer<typeof ZFindBasesInput>;

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
