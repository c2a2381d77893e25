import {
  ZCodeApplicationExportFilters,
  type TCodeApplicationFilters,
} from "@suyuan/contracts/code-application/code-application-operations";
import type { TCodeApplicationItem } from "@suyuan/contracts/code-application/code-application-fields";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { Cell } from "../export/export-formats.ts";
import type { ExportResource } from "../export/export-resources.ts";
import type { ServiceContext } from "../service-context.ts";
import { iterateCodeApplications } from "./applications.ts";

// The application list's export (GET /export/code-applications), registered in EXPORT_RESOURCES.

type Text = { zh: string; en: string };
type Column = { header: Text; value: (row: TCodeApplicationItem, locale: Locale) => Cell };

const STATUS: Record<string, Text> = {
  pending: { zh: "待审核", en: "Pending" },
  approved: { zh: "已通过", en: "Approved" },
  rejected: { zh: "已驳回", en: "Rejected" },
};
const GENERATION: Record<string, Text> = {
  none: { zh: "未生成", en: "Not generated" },
  queued: { zh: "排队中", en: "Queued" },
  generating: { zh: "生成中", en: "Generating" },
  done: { zh: "已生成", en: "Generated" },
  failed: { zh: "生成失败", en: "Failed" },
};
const KIND: Record<string, Text> = {
  enterprise: { zh: "企业", en: "Enterprise" },
  seller: { zh: "商家", en: "Seller" },
};
const label = (table: Record<string, Text>, key: string, locale: Locale) => table[key]?.[locale] ?? key;

const COLUMNS: Column[] = [
  { header: { zh: "申请编号", en: "Application" }, value: (row) => row.id },
  { header: { zh: "企业", en: "Enterprise" }, value: (row) => row.enterprise.name },
  { header: { zh: "申请方", en: "Applicant kind" }, value: (row, locale) => label(KIND, row.applicantKind, locale) },
  { header: { zh: "商品", en: "Goods" }, value: (row) => row.goods.name },
  { header: { zh: "数量", en: "Quantity" }, value: (row) => row.quantity },
  { header: { zh: "申请理由", en: "Reason" }, value: (row) => row.reason },
  { header: { zh: "审核状态", en: "Status" }, value: (row, locale) => label(STATUS, row.status, locale) },
  { header: { zh: "审核意见", en: "Opinion" }, value: (row) => row.examineOpinion },
  {
    header: { zh: "生成状态", en: "Generation" },
    value: (row, locale) => label(GENERATION, row.generationStatus, locale),
  },
  { header: { zh: "已生成", en: "Generated" }, value: (row) => row.generatedCount },
  { header: { zh: "申请人", en: "Applicant" }, value: (row) => row.applicant?.username },
  { header: { zh: "申请时间", en: "Applied at" }, value: (row) => row.createdAt },
];

export const codeApplicationExport: ExportResource = {
  permission: [OPERATION_KEYS.applyExport],
  title: { zh: "溯源码申请", en: "Trace code applications" },
  filters: ZCodeApplicationExportFilters,
  headers: (locale) => COLUMNS.map((column) => column.header[locale]),
  async *rows(ctx: ServiceContext, filters: unknown, locale: Locale) {
    for await (const row of iterateCodeApplications(ctx, filters as TCodeApplicationFilters))
      yield COLUMNS.map((column) => column.value(row, locale));
  },
};
