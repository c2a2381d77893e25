import { z } from "zod";
import { withDateRangeRule, ZDateRange, ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";
import { RECALL_STATUSES, ZRecallItem, ZRecallLevel } from "./recall-fields.ts";

export const RECALL_SORT_KEYS = ["createdAt", "startDate", "level", "title"] as const;

/**
 * Recall filters (the list and its export share them): from/to bound the start date; batchNo
 * matches recalls holding a batch whose number contains it.
 */
export const ZRecallFilterFields = z
  .object({
    title: ZTextFilter,
    enterpriseId: z.number().int().positive().optional(),
    status: z.enum(RECALL_STATUSES).optional(),
    level: ZRecallLevel.optional(),
    batchNo: ZTextFilter,
  })
  .extend(ZDateRange.shape);
export const ZRecallFilters = withDateRangeRule(ZRecallFilterFields);
export type TRecallFilters = z.infer<typeof ZRecallFilters>;

export const ZFindRecallsInput = withDateRangeRule(
  ZPaging.extend(zSort(RECALL_SORT_KEYS).shape).extend(ZRecallFilterFields.shape),
);
export type TFindRecallsInput = z.infer<typeof ZFindRecallsInput>;
export const ZFindRecallsOutput = zListOutput(ZRecallItem);
