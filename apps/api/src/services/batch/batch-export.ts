import { BATCH_STATUS_LABELS, type TBatchItem } from "@suyuan/contracts/batch/batch-fields";
import { ZBatchFiltersChecked, type TBatchFilters } from "@suyuan/contracts/batch/find-batches";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { Cell } from "../export/export-formats.ts";
import type { ExportResource } from "../export/export-resources.ts";
import type { ServiceContext } from "../service-context.ts";
import { iterateBatches } from "./batches.ts";

// GET /export/batches (registered in EXPORT_RESOURCES): the batch list's filters, every matching row.

type Column = { header: { zh: string; en: string }; value: (row: TBatchItem, locale: Locale) => Cell };

const COLUMNS: Column[] = [
  { header: { zh: "批次号", en: "Batch number" }, value: (row) => row.batchNo },
  { header: { zh: "商品", en: "Goods" }, value: (row) => row.goods.name },
  { header: { zh: "企业", en: "Enterprise" }, value: (row) => row.enterprise.name },
  { header: { zh: "基地", en: "Base" }, value: (row) => row.base?.name },
  { header: { zh: "大棚", en: "Greenhouse" }, value: (row) => row.house?.name },
  { header: { zh: "生产日期", en: "Production date" }, value: (row) => row.productionDate },
  { header: { zh: "数量", en: "Quantity" }, value: (row) => row.quantity },
  { header: { zh: "单位", en: "Unit" }, value: (row) => row.unit },
  { header: { zh: "溯源模板", en: "Trace template" }, value: (row) => row.template?.name },
  { header: { zh: "状态", en: "Status" }, value: (row, locale) => BATCH_STATUS_LABELS[row.status][locale] },
  { header: { zh: "生产记录数", en: "Records" }, value: (row) => row.recordCount },
  { header: { zh: "备注", en: "Note" }, value: (row) => row.note },
  { header: { zh: "创建时间", en: "Created" }, value: (row) => row.createdAt },
];

export const batchExport: ExportResource = {
  permission: [OPERATION_KEYS.batchExport],
  title: { zh: "批次", en: "Batches" },
  filters: ZBatchFiltersChecked,
  headers: (locale) => COLUMNS.map((column) => column.header[locale]),
  async *rows(ctx: ServiceContext, filters: unknown, locale: Locale) {
    for await (const row of iterateBatches(ctx, filters as TBatchFilters))
      yield COLUMNS.map((column) => column.value(row, locale));
  },
};
