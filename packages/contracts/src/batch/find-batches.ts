import { z } from "zod";
import { ZDate, ZPaging, ZTextFilter, withDateRangeRule, zListOutput, zSort } from "../common/list.ts";
import { BATCH_STATUSES, ZBatchItem } from "./batch-fields.ts";

export const BATCH_SORT_KEYS = ["createdAt", "productionDate", "batchNo"] as const;

export const ZBatchFilters = z.object({
  /** Batch number or goods name (what a batch picker searches by). */
  keyword: ZTextFilter,
  batchNo: ZTextFilter,
  goodsName: ZTextFilter,
  enterpriseId: z.number().int().positive().optional(),
  goodsId: z.number().int().positive().optional(),
  baseId: z.number().int().positive().optional(),
  templateId: z.number().int().positive().optional(),
  status: z.enum(BATCH_STATUSES).optional(),
  /** Production date range, yyyy-MM-dd. */
  from: ZDate.optional(),
  to: ZDate.optional(),
});
export type TBatchFilters = z.infer<typeof ZBatchFilters>;
export const ZBatchFiltersChecked = withDateRangeRule(ZBatchFilters);

export const ZFindBatchesInput = withDateRangeRule(
  ZPaging.extend(zSort(BATCH_SORT_KEYS).shape).extend(ZBatchFilters.shape),
);
export type TFindBatchesInput = z.infer<typeof ZFindBatchesInput>;
export const ZFindBatchesOutput = zListOutput(ZBatchItem);
