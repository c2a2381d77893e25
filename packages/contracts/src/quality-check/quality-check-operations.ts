import { z } from "zod";
import { ZQualityCheckFields, ZQualityCheckItem, ZQualityCheckId } from "./quality-check-fields.ts";
import { ZIds, withDateRangeRule, ZDateRange, ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";
import { ZId } from "../kit/primitives.ts";

export const ZCreateQualityCheckInput = ZQualityCheckFields;
/** recallId: the recall started with the check (startRecall), else null. */
export const ZSaveQualityCheckOutput = z.object({ id: z.number(), recallId: z.number().nullable() });
export type TSaveQualityCheckOutput = z.infer<typeof ZSaveQualityCheckOutput>;

/** A check that started a recall is part of that recall's history and is not deleted. */
export const ZDeleteQualityChecksInput = z.object({ ids: ZIds });
export const ZDeleteQualityChecksOutput = z.object({ deleted: z.number() });

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

export const ZGetQualityCheckInput = ZQualityCheckId;
export const ZGetQualityCheckOutput = ZQualityCheckItem;

export const ZUpdateQualityCheckInput = z.object({ id: ZId, data: ZQualityCheckFields });
