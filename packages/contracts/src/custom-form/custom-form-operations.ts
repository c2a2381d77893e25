import { z } from "zod";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZId, ZIdList, zInt } from "../kit/primitives.ts";

const ZPriorities = z.array(zInt(0, 99_999)).min(1).max(1000);

/** custom/priority and filed/priority: a new order for many rows at once (`ids`, `priorities` pairwise). */
export const ZCustomPriorityInput = z
  .object({ ids: ZIdList, priorities: ZPriorities })
  .refine((input) => input.ids.length === input.priorities.length, {
    message: "validation.invalid",
    path: ["priorities"],
  });

/** custom/publish: publishes the forms (`enable` true, the default) or withdraws them. */
export const ZCustomPublishInput = z.object({
  ids: ZIdList,
  enable: z.union([z.boolean(), z.stringbool()]).default(true),
});
export const ZCustomCountOutput = z.object({ count: z.number() });
export const ZCheckFieldOutput = z.object({ result: z.boolean() });

/** A submission's review status, the origin's codes: -1 已驳回, 1 待审核, 2 已通过. */
const ZRecordStatus = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)], {
  error: "validation.invalid",
});

/** record/page: the submissions of a form, newest first. */
export const ZRecordPageInput = z.object({ formId: ZId, status: ZRecordStatus.optional() }).extend(ZPaging.shape);

/** A form's field as the submissions list shows it. */
const ZRecordField = z.object({
  field: z.string(),
  label: z.string(),
  dataType: z.string(),
  displayInList: z.boolean(),
});

/** A submission: the origin's names, each value as `attr_<field>` beside them. */
const ZRecordItem = z
  .object({
    id: z.number(),
    formId: z.number(),
    status: z.number(),
    createTime: z.string(),
    ip: z.string(),
    username: z.string(),
    checkerName: z.string(),
    checkTime: z.string(),
    /** The values by field name (a region as its names, choices comma-joined). */
    attrs: z.record(z.string(), z.string()),
  })
  .catchall(z.unknown());
export type TRecordItem = z.infer<typeof ZRecordItem>;

export const ZRecordPageOutput = zListOutput(ZRecordItem).extend({
  /** The origin's `keys`: the list's columns, label → `attr_<field>` (fields shown in lists). */
  keys: z.record(z.string(), z.string()),
  fields: z.array(ZRecordField),
});
export const ZRecordGetInput = z.object({ id: ZId });
export const ZRecordGetOutput = ZRecordItem.and(z.object({ fields: z.array(ZRecordField) }));

/** record/check: passes the submissions (or, typed, refuses them with `status` -1). */
export const ZRecordCheckInput = z.object({
  ids: ZIdList,
  status: z.union([z.literal(2), z.literal(-1)]).default(2),
});
export const ZRecordCheckOutput = z.object({ result: z.boolean(), count: z.number() });
export const ZRecordDeleteInput = z.object({ ids: ZIdList });

/** The submissions export's filters (GET /export/customRecords). */
export const ZRecordExportFilters = z.object({ formId: ZId, status: ZRecordStatus.optional() });
