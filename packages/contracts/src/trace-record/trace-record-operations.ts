import { z } from "zod";
import { ZRecordFields, ZRecordItem, ZRecordEditFields } from "./record-fields.ts";
import { ZIds, ZDate, ZPaging, ZTextFilter, withDateRangeRule, zListOutput, zSort } from "../common/list.ts";
import { ZId } from "../kit/primitives.ts";
import { ZSort } from "../trace-template/template-fields.ts";

export const ZCreateRecordInput = ZRecordFields;
export type TCreateRecordInput = z.input<typeof ZCreateRecordInput>;
export const ZCreateRecordOutput = z.object({ id: z.number() });

export const ZDeleteRecordsInput = z.object({ ids: ZIds });
export const ZDeleteRecordsOutput = z.object({ deleted: z.number() });

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

export const ZGetRecordInput = z.object({ id: ZId });
export const ZGetRecordOutput = ZRecordItem;

/** Values as in create: the record's values become exactly these (items left out are emptied). */
export const ZUpdateRecordInput = z.object({ id: ZId, data: ZRecordEditFields });

/** Whether a record order (item group order) is free within its batch; `excludeId` is the record being edited. */
export const ZCheckRecordOrderInput = z.object({
  batchId: ZId,
  sort: ZSort,
  excludeId: ZId.optional(),
});
export const ZCheckRecordOrderOutput = z.object({ free: z.boolean() });
