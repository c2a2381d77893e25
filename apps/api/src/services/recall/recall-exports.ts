import type { Locale } from "@suyuan/contracts/i18n/translate";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import {
  ZQualityCheckFilters,
  type TQualityCheckFilters,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import type { TQualityCheckItem } from "@suyuan/contracts/quality-check/quality-check-fields";
import { withDateRangeRule } from "@suyuan/contracts/common/list";
import { recallResource, type TRecallItem } from "@suyuan/contracts/recall/recall-resource";
import type { z } from "zod";
import type { Cell } from "../export/export-formats.ts";
import type { ExportResource } from "../export/export-resources.ts";
import { iterateQualityChecks } from "../quality-check/quality-checks.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";
import type { OperationAccess } from "../file-operations/file-operations.ts";

// The recall and quality-check exports (GET /export/recalls, /export/quality-checks), registered
// in EXPORT_RESOURCES.

type Text = { zh: string; en: string };
type Column<Row> = { header: Text; value: (row: Row, locale: Locale) => Cell };

function exportOf<Row, Filters>(definition: {
  permission: OperationAccess;
  title: Text;
  filters: z.ZodType<Filters>;
  columns: Column<Row>[];
  iterate: (ctx: ServiceContext, filters: Filters) => AsyncIterable<Row>;
}): ExportResource {
  return {
    permission: definition.permission,
    title: definition.title,
    filters: definition.filters,
    headers: (locale) => definition.columns.map((column) => column.header[locale]),
    async *rows(ctx, filters, locale) {
      for await (const row of definition.iterate(ctx, filters as Filters))
        yield definition.columns.map((column) => column.value(row, locale));
    },
  };
}

export const RECALL_LEVEL_LABELS: Record<number, Text> = {
  1: { zh: "一级", en: "Level 1" },
  2: { zh: "二级", en: "Level 2" },
  3: { zh: "三级", en: "Level 3" },
};
const RECALL_STATUS_LABELS: Record<string, Text> = {
  active: { zh: "召回中", en: "Active" },
  closed: { zh: "已关闭", en: "Closed" },
};
const PASSED: Record<"true" | "false", Text> = {
  true: { zh: "合格", en: "Passed" },
  false: { zh: "不合格", en: "Failed" },
};

// The list's filters, checked before the download starts.
const ZRecallFilters = withDateRangeRule(recallResource.schemas.filters);

export const recallExport = exportOf<TRecallItem, z.infer<typeof ZRecallFilters>>({
  permission: [OPERATION_KEYS.recallExport],
  title: { zh: "召回", en: "Recalls" },
  filters: ZRecallFilters,
  // The kit service's items are the definition's item (its output schema is the API's answer).
  iterate: (ctx, filters) => RESOURCE_SERVICES.recall.iterate(ctx, filters) as AsyncIterable<TRecallItem>,
  columns: [
    { header: { zh: "标题", en: "Title" }, value: (row) => row.title },
    { header: { zh: "企业", en: "Enterprise" }, value: (row) => row.enterprise.name },
    { header: { zh: "级别", en: "Level" }, value: (row, locale) => RECALL_LEVEL_LABELS[row.level]?.[locale] },
    { header: { zh: "状态", en: "Status" }, value: (row, locale) => RECALL_STATUS_LABELS[row.status]?.[locale] },
    { header: { zh: "开始日期", en: "Start date" }, value: (row) => row.startDate },
    {
      header: { zh: "批次", en: "Batches" },
      value: (row) => row.batches.map((batch) => `${batch.batchNo}（${batch.goods.name}）`).join("、"),
    },
    { header: { zh: "召回原因", en: "Reason" }, value: (row) => row.reason },
    { header: { zh: "消费者公告", en: "Notice" }, value: (row) => row.notice },
    { header: { zh: "关闭时间", en: "Closed at" }, value: (row) => row.closedAt },
    { header: { zh: "关闭人", en: "Closed by" }, value: (row) => row.closedBy?.username },
    { header: { zh: "关闭说明", en: "Close note" }, value: (row) => row.closeNote },
    { header: { zh: "创建时间", en: "Created" }, value: (row) => row.createdAt },
  ],
});

export const qualityCheckExport = exportOf<TQualityCheckItem, TQualityCheckFilters>({
  permission: [OPERATION_KEYS.qualityCheckExport],
  title: { zh: "质量抽检", en: "Quality spot checks" },
  filters: ZQualityCheckFilters,
  iterate: iterateQualityChecks,
  columns: [
    { header: { zh: "抽检日期", en: "Check date" }, value: (row) => row.checkDate },
    { header: { zh: "企业", en: "Enterprise" }, value: (row) => row.enterprise.name },
    { header: { zh: "批次", en: "Batch" }, value: (row) => row.batch?.batchNo },
    { header: { zh: "商品", en: "Goods" }, value: (row) => row.goods?.name },
    { header: { zh: "检测机构", en: "Organisation" }, value: (row) => row.organisation },
    { header: { zh: "检测人员", en: "Inspector" }, value: (row) => row.inspector },
    { header: { zh: "结论", en: "Verdict" }, value: (row, locale) => PASSED[row.passed ? "true" : "false"][locale] },
    {
      header: { zh: "检测项目", en: "Items" },
      value: (row, locale) =>
        row.items
          .map(
            (item) =>
              `${item.name}：${item.result}${item.standard ? ` / ${item.standard}` : ""}（${PASSED[item.passed ? "true" : "false"][locale]}）`,
          )
          .join("；"),
    },
    { header: { zh: "备注", en: "Note" }, value: (row) => row.note },
    { header: { zh: "召回", en: "Recall" }, value: (row) => row.recall?.title },
    { header: { zh: "创建时间", en: "Created" }, value: (row) => row.createdAt },
  ],
});
