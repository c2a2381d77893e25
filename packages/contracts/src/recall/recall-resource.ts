import { z } from "zod";
import { ZId, ZStoredDateTime } from "../kit/primitives.ts";
import { defineResource, filter, type FieldsOf, type ItemOf } from "../kit/define-resource.ts";
import { field, withInput, type FieldSpec, type Label } from "../kit/fields.ts";
import {
  RECALL_LEVELS,
  RECALL_STATUSES,
  ZRecallBatch,
  ZRecallLevel,
  ZRecallNotice,
  ZRecallReason,
  ZRecallTitle,
} from "./recall-fields.ts";

const LEVEL_LABELS: Record<(typeof RECALL_LEVELS)[number], Label> = {
  1: { zh: "一级", en: "Level 1" },
  2: { zh: "二级", en: "Level 2" },
  3: { zh: "三级", en: "Level 3" },
};
const STATUS_LABELS: Record<(typeof RECALL_STATUSES)[number], Label> = {
  active: { zh: "召回中", en: "Active" },
  closed: { zh: "已关闭", en: "Closed" },
};

/** 1 一级 (most severe) to 3 三级: a number on the wire, so not the kit's string choice. */
const level: FieldSpec<typeof ZRecallLevel, typeof ZRecallLevel> = {
  label: { zh: "召回级别", en: "Level" },
  input: ZRecallLevel,
  output: ZRecallLevel,
  widget: {
    kind: "enum",
    options: RECALL_LEVELS.map((value) => ({ value: String(value), label: LEVEL_LABELS[value] })),
  },
  storage: "plain",
  required: true,
};

/** One or more batches of the recall's enterprise; the same batch picked twice is one batch. */
const batchIds = withInput(
  field.lookupList(
    { zh: "召回批次", en: "Batches" },
    { source: "batch", name: "batches", table: "batches", key: "batchId", target: "batch", display: "batchNo" },
  ),
  z
    .array(ZId, { error: "validation.recallBatchesRequired" })
    .min(1, "validation.recallBatchesRequired")
    .max(100, "validation.tooMany")
    .transform((ids) => [...new Set(ids)]),
);

/**
 * Recalls (应急召回): one enterprise (a member's own), one or more of its batches, and what
 * consumers are told on the public trace page. New recalls are active; closing and the close note
 * are their own procedures (`close`, `updateCloseNote`). No delete: a recall is a public safety
 * record, one made by mistake is closed with a note.
 */
export const recallResource = defineResource({
  name: "recall",
  model: "recall",
  legacy: ["recall"],
  label: { zh: "召回", en: "Recall" },
  titleField: "title",
  scope: "enterprise",
  // The export (GET /export/recalls) is hand-written: its batches name their goods.
  keys: { list: "/recall/list", create: "/recall/save", update: "/recall/update" },
  fields: {
    enterpriseId: field.lookup({ zh: "企业", en: "Enterprise" }, { source: "enterprise", relation: "enterprise" }),
    batchIds,
    title: withInput(field.text({ zh: "标题", en: "Title" }, { required: true, max: 100 }), ZRecallTitle),
    reason: withInput(field.textarea({ zh: "召回原因", en: "Reason" }, { required: true, max: 500 }), ZRecallReason),
    level,
    startDate: field.day({ zh: "开始日期", en: "Start date" }, { required: true }),
    notice: withInput(field.textarea({ zh: "消费者公告", en: "Notice" }, { required: true, max: 500 }), ZRecallNotice),
  },
  filters: {
    title: filter.contains("title"),
    enterpriseId: filter.equals("enterpriseId"),
    status: filter.oneOf(
      { zh: "状态", en: "Status" },
      RECALL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      "status",
    ),
    // The list page's choice arrives as text ("1"); API callers send the number.
    level: filter.equals(
      "level",
      undefined,
      z.union([ZRecallLevel, z.enum(["1", "2", "3"]).transform(Number).pipe(ZRecallLevel)]),
    ),
    // Recalls holding a batch whose number contains it (the service's where hook).
    batchNo: filter.search({ zh: "批次号", en: "Batch no." }),
    from: filter.from("startDate"),
    to: filter.to("startDate"),
  },
  sortKeys: ["createdAt", "startDate", "level", "title"],
  columns: [
    { key: "title", sortable: true },
    { key: "enterprise" },
    { key: "level", sortable: true },
    { key: "status", label: { zh: "状态", en: "Status" } },
    { key: "startDate", sortable: true },
    // Which batches are recalled is what a recall is about.
    { key: "batches", priority: "high" },
    { key: "createdAt", sortable: true },
  ],
  extraItem: {
    // Never null: a recall always has its enterprise.
    enterprise: z.object({ id: z.number(), name: z.string() }),
    batches: z.array(ZRecallBatch),
    status: z.enum(RECALL_STATUSES),
    closedAt: ZStoredDateTime.nullable(),
    closedBy: z.object({ id: z.number(), username: z.string() }).nullable(),
    closeNote: z.string().nullable(),
    /** The failed quality checks that started this recall. */
    qualityCheckIds: z.array(z.number()),
  },
  routes: { list: "/recall/list", update: "/recall/update", create: "/recall/save" },
  menu: { group: "recall", operations: { list: ["/recall/export"] } },
  hint: {
    zh: "应急召回：问题批次、召回原因与面向消费者的公告。召回中批次的扫码页首先显示公告；关闭后记录保留。",
    en: "Emergency recalls: the batches concerned, why, and the notice consumers see. A recalled batch's scan page shows the notice first; closed recalls are kept.",
  },
});

export const ZRecallFields = recallResource.schemas.fields;
export type TRecallFields = FieldsOf<typeof recallResource>;
export type TRecallItem = ItemOf<typeof recallResource>;
