import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { withDateRangeRule, ZDateRange, ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";
import { ZQualityCheckItem } from "./quality-check-fields.ts";

export const QUALITY_CHECK_SORT_KEYS = ["createdAt", "checkDate", "organisation"] as const;

/** Spot-check filters (the list and its export share them); from/to bound the check date. */
const ZQualityCheckFilterFields = z
  .object({
    organisation: ZTextFilter,
    enterpriseId: ZId.optional(),
    batchId: ZId.optional(),
    goodsId: ZId.optional(),
    passed: z.boolean().optional(),
  })
  .extend(ZDateRange.shape);
export const ZQualityCheckFilters = withDateRangeRule(ZQualityCheckFilterFields);
export type TQualityCheckFilters = z.infer<typeof ZQualityCheckFilters>;

export const ZFindQualityChecksInput = withDateRangeRule(
  ZPaging.extend(zSort(QUALITY_CHECK_SORT_KEYS).shape).extend(ZQualityCheckFilterFields.shape),
);
export type TFindQualityChecksInput = z.infer<typeof ZFindQualityChecksInput>;
export const ZFindQualityChecksOutput = zListOutput(ZQualityCheckItem);
