import { z } from "zod";
import { ZExamineInput } from "../common/fields.ts";
import { ZIds, ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";
import { GOODS_STATUSES, ZGoodsFields, ZGoodsItem } from "./goods-fields.ts";

export const GOODS_SORT_KEYS = ["createdAt", "name"] as const;

export const ZGoodsFilters = z.object({
  name: ZTextFilter,
  barcode: ZTextFilter,
  /** A class and everything below it. */
  classId: z.number().int().positive().optional(),
  enterpriseId: z.number().int().positive().optional(),
  status: z.enum(GOODS_STATUSES).optional(),
});
export type TGoodsFilters = z.infer<typeof ZGoodsFilters>;

export const ZFindGoodsInput = ZPaging.extend(zSort(GOODS_SORT_KEYS).shape).extend(ZGoodsFilters.shape);
export type TFindGoodsInput = z.infer<typeof ZFindGoodsInput>;
export const ZFindGoodsOutput = zListOutput(ZGoodsItem);

export const ZGetGoodsInput = z.object({ id: z.number().int().positive() });
export const ZCreateGoodsInput = ZGoodsFields;
export const ZCreateGoodsOutput = z.object({ id: z.number() });
export const ZUpdateGoodsInput = z.object({ id: z.number().int().positive(), data: ZGoodsFields });
export const ZExamineGoodsInput = ZExamineInput;
export const ZDeleteGoodsInput = z.object({ ids: ZIds });
export const ZDeleteGoodsOutput = z.object({ deleted: z.number() });
