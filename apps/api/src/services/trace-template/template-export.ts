import type { Locale } from "@suyuan/contracts/i18n/translate";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { traceTemplateResource, type TTemplateDetail } from "@suyuan/contracts/trace-template/trace-template-resource";
import type { Cell } from "../export/export-formats.ts";
import type { ExportResource } from "../export/export-resources.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";

// GET /export/trace-templates (registered in EXPORT_RESOURCES): the template list's filters, with
// platform-wide templates named as such (the kit's own /export/traceTemplate leaves them blank).

type Column = { header: { zh: string; en: string }; value: (row: TTemplateDetail, locale: Locale) => Cell };

const PLATFORM = { zh: "通用模板", en: "Platform-wide" };
const ENABLED = { zh: ["启用", "停用"], en: ["Enabled", "Disabled"] };

const COLUMNS: Column[] = [
  { header: { zh: "模板名称", en: "Name" }, value: (row) => row.name },
  { header: { zh: "企业", en: "Enterprise" }, value: (row, locale) => row.enterprise?.name ?? PLATFORM[locale] },
  { header: { zh: "商品分类", en: "Goods class" }, value: (row) => row.goodsClass?.name },
  { header: { zh: "商品", en: "Goods" }, value: (row) => row.goods?.name },
  { header: { zh: "环节数", en: "Stages" }, value: (row) => row.stageCount },
  { header: { zh: "使用批次数", en: "Batches" }, value: (row) => row.batchCount },
  { header: { zh: "状态", en: "Status" }, value: (row, locale) => ENABLED[locale][row.enabled ? 0 : 1] },
  { header: { zh: "说明", en: "Description" }, value: (row) => row.description },
  { header: { zh: "创建时间", en: "Created" }, value: (row) => row.createdAt },
];

export const templateExport: ExportResource = {
  permission: [OPERATION_KEYS.traceTemplateExport],
  title: { zh: "溯源模板", en: "Trace templates" },
  filters: traceTemplateResource.schemas.filters,
  headers: (locale) => COLUMNS.map((column) => column.header[locale]),
  async *rows(ctx: ServiceContext, filters: unknown, locale: Locale) {
    for await (const row of RESOURCE_SERVICES.traceTemplate.iterate(ctx, filters as Record<string, unknown>))
      yield COLUMNS.map((column) => column.value(row as TTemplateDetail, locale));
  },
};
