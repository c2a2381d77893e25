import { z } from "zod";
import { ZId, zInt, zText } from "../kit/primitives.ts";

/** Deepest level of the category tree (a root is level 1). */
export const COMMODITY_CATEGORY_MAX_LEVEL = 5;

/** A category code: letters and digits, as the county's catalogue writes them (01, 0101, A01). */
const ZCommodityCategoryCode = zText(20).refine((value) => /^[0-9A-Za-z]+$/.test(value), "validation.categoryCode");

const ZCommodityCategoryNode = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  code: z.string(),
  name: z.string(),
  level: z.number(),
  sort: z.number(),
  /** Commodity codes filed directly under the category. */
  codeCount: z.number(),
});
export type TCommodityCategoryNode = z.infer<typeof ZCommodityCategoryNode>;

/** The site's whole category tree, unpaged (parents before children, by sort then code). */
export const ZFindCommodityCategoriesOutput = z.array(ZCommodityCategoryNode);

/** Adds a category (no id) or changes one; the level follows from the parent. */
export const ZSaveCommodityCategoryInput = z.object({
  id: ZId.optional(),
  parentId: ZId.nullish().transform((value) => value ?? null),
  code: ZCommodityCategoryCode,
  name: zText(50),
  sort: zInt(0, 9999).default(0),
});
export const ZSaveCommodityCategoryOutput = z.object({ id: z.number() });

export const ZDeleteCommodityCategoryInput = z.object({ id: ZId });
export const ZOkOutput = z.object({ ok: z.literal(true) });

/** Writes a commodity code's GTIN into its linked goods record's barcode. */
export const ZAdoptCommodityCodeInput = z.object({ id: ZId });
export const ZAdoptCommodityCodeOutput = z.object({ goodsId: z.number(), barcode: z.string() });
export type TAdoptCommodityCodeOutput = z.infer<typeof ZAdoptCommodityCodeOutput>;

/** The company prefix of an enterprise in the current site (null: none assigned yet), for the form. */
export const ZFindCompanyPrefixInput = z.object({ enterpriseId: ZId });
export const ZFindCompanyPrefixOutput = z.object({ companyPrefix: z.string().nullable() });
