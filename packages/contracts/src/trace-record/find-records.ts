import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZDate, ZPaging, ZTextFilter, withDateRangeRule, zListOutput, zSort } from "../common/list.ts";
import { ZRecordItem } from "./record-fields.ts";

export const RECORD_SORT_KEYS = ["recordedAt", "sort", "createdAt"] as const;

const ZRecordFilters = z.object({
  batchId: ZId.optional(),
  batchNo: ZTextFilter,
  stageName: ZTextFilter,
  enterpriseId: ZId.optional(),
  /** Recorded between these days (yyyy-MM-dd, China time). */
  from: ZDate.optional(),
  to: ZDate.optional(),
});
export type TRecordFilters = z.infer<typeof ZRecordFilters>;

export const ZFindRecordsInput = withDateRangeRule(
  ZPaging.extend(zSort(RECORD_SORT_KEYS).shape).extend(ZRecordFilters.shape),
);
export type TFindRecordsInput = z.infer<typeof ZFindRecordsInput>;
export const ZFindRecordsOutput = zListOutput(ZRecordItem);
