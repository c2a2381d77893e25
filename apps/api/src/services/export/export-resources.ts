import type { Locale } from "@suyuan/contracts/i18n/translate";
import { ZLoginLogFilters, ZOperationLogFilters } from "@suyuan/contracts/log/log-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { enterpriseResource, type TEnterpriseItem } from "@suyuan/contracts/enterprise/enterprise-resource";
import { goodsResource, type TGoodsItem } from "@suyuan/contracts/goods/goods-resource";
import { PROJECT_SHEET_COLUMNS, PROJECT_STATUS_LABELS } from "@suyuan/contracts/project/project-fields";
import { projectResource, type TProjectItem } from "@suyuan/contracts/project/project-resource";
import { userResource, type TUserItem } from "@suyuan/contracts/user/user-resource";
import type { z } from "zod";
import { clientAgentLabel } from "@suyuan/contracts/log/client-agent";
import { regionPath } from "@suyuan/contracts/region/regions";
import { describeUserAgent } from "../../lib/user-agent.ts";
import { batchExport } from "../batch/batch-export.ts";
import { codeApplicationExport } from "../code-application/code-application-export.ts";
import { iterateLoginLogs, iterateOperationLogs } from "../log/find-logs.ts";
import { qualityCheckExport, recallExport } from "../recall/recall-exports.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import { scanRecordsExport } from "../scan/scan-export.ts";
import type { ServiceContext } from "../service-context.ts";
import { templateExport } from "../trace-template/template-export.ts";
import { iterateCustomRecords } from "../custom-form/custom-form-admin.ts";
import { ZRecordExportFilters } from "@suyuan/contracts/custom-form/custom-form-operations";
import { CUSTOM_RECORD_STATUS_LABELS } from "@suyuan/contracts/custom-form/custom-form-types";
import type { OperationAccess } from "../file-operations/file-operations.ts";
import type { Cell } from "./export-formats.ts";

type Text = { zh: string; en: string };
type Column<Row> = { header: Text; value: (row: Row) => Cell };

/** `full`: personal data unmasked (a holder of the reveal key asked for it; the caller logs it). */
export type ExportOptions = { full?: boolean };

export type ExportResource = {
  /** Any of these keys lets a user export. */
  permission: OperationAccess;
  title: Text;
  filters: z.ZodType;
  /** Its rows hold personal data, masked unless exported in full. */
  personal?: boolean;
  rows(ctx: ServiceContext, filters: unknown, locale: Locale, options?: ExportOptions): AsyncIterable<Cell[]>;
  headers(locale: Locale): string[];
};

function resource<Row, Filters>(definition: {
  permission: OperationAccess;
  title: Text;
  filters: z.ZodType<Filters>;
  columns: Column<Row>[];
  iterate: (ctx: ServiceContext, filters: Filters, options: ExportOptions) => AsyncIterable<Row>;
  personal?: boolean;
}): ExportResource {
  return {
    permission: definition.permission,
    title: definition.title,
    filters: definition.filters,
    ...(definition.personal ? { personal: true } : {}),
    headers: (locale) => definition.columns.map((column) => column.header[locale]),
    async *rows(ctx, filters, _locale, options = {}) {
      for await (const row of definition.iterate(ctx, filters as Filters, options))
        yield definition.columns.map((column) => column.value(row));
    },
  };
}

const REASONS: Record<string, Text> = {
  unknown_user: { zh: "用户不存在", en: "Unknown user" },
  wrong_password: { zh: "密码错误", en: "Wrong password" },
  disabled: { zh: "账号已禁用", en: "Account disabled" },
  locked: { zh: "账号已锁定", en: "Account locked" },
};
const yesNo = (value: boolean) => (value ? "是 / yes" : "否 / no");
const STATUS: Record<string, string> = { pending: "待审核", approved: "已通过", rejected: "已驳回" };
const ENTERPRISE_TYPE: Record<string, string> = {
  production: "生产",
  processing: "加工",
  circulation: "流通",
  sales: "销售",
  cooperative: "合作社",
};

/** What can be exported, by URL name: /export/<name>?format=csv|xlsx&q=<filters as JSON>. */
export const EXPORT_RESOURCES = {
  // A form's submissions: each value as "label：value" in one column, since every form has its own fields.
  customRecords: resource({
    permission: [OPERATION_KEYS.customRecordExport],
    title: { zh: "表单提交记录", en: "Form submissions" },
    filters: ZRecordExportFilters,
    iterate: (ctx, filters) => iterateCustomRecords(ctx, filters),
    columns: [
      { header: { zh: "编号", en: "No." }, value: (row) => row.id },
      { header: { zh: "提交时间", en: "Submitted" }, value: (row) => row.createTime },
      {
        header: { zh: "状态", en: "Status" },
        value: (row) => CUSTOM_RECORD_STATUS_LABELS[String(row.status)]?.zh ?? row.status,
      },
      { header: { zh: "会员", en: "Member" }, value: (row) => row.username },
      { header: { zh: "IP", en: "IP" }, value: (row) => row.ip },
      { header: { zh: "内容", en: "Values" }, value: (row) => row.values },
      { header: { zh: "审核人", en: "Reviewer" }, value: (row) => row.checkerName },
    ],
  }),
  users: resource({
    permission: [OPERATION_KEYS.userExport],
    title: { zh: "用户", en: "Users" },
    filters: userResource.schemas.filters,
    personal: userResource.masked.length > 0,
    iterate: (ctx, filters, options) =>
      RESOURCE_SERVICES.user.iterate(ctx, filters, options) as AsyncIterable<TUserItem & Record<string, unknown>>,
    columns: [
      { header: { zh: "用户名", en: "Username" }, value: (user) => user.username },
      { header: { zh: "姓名", en: "Real name" }, value: (user) => user.realName },
      { header: { zh: "手机号", en: "Mobile" }, value: (user) => user.mobile },
      { header: { zh: "邮箱", en: "Email" }, value: (user) => user.email },
      { header: { zh: "角色", en: "Roles" }, value: (user) => user.roles.map((role) => role.name).join("、") },
      { header: { zh: "站点", en: "Sites" }, value: (user) => user.sites.map((site) => site.name).join("、") },
      { header: { zh: "企业", en: "Enterprise" }, value: (user) => user.enterprise?.name },
      { header: { zh: "启用", en: "Enabled" }, value: (user) => yesNo(user.enabled) },
      { header: { zh: "最后登录", en: "Last login" }, value: (user) => user.lastLoginAt },
      { header: { zh: "创建时间", en: "Created" }, value: (user) => user.createdAt },
    ],
  }),
  enterprises: resource({
    permission: [OPERATION_KEYS.enterpriseExport],
    title: { zh: "企业", en: "Enterprises" },
    filters: enterpriseResource.schemas.filters,
    iterate: (ctx, filters) =>
      RESOURCE_SERVICES.enterprise.iterate(ctx, filters) as AsyncIterable<TEnterpriseItem & Record<string, unknown>>,
    columns: [
      { header: { zh: "企业名称", en: "Name" }, value: (row) => row.name },
      { header: { zh: "统一社会信用代码", en: "Credit code" }, value: (row) => row.creditCode },
      { header: { zh: "类型", en: "Type" }, value: (row) => ENTERPRISE_TYPE[row.type] ?? row.type },
      { header: { zh: "法定代表人", en: "Legal representative" }, value: (row) => row.legalPerson },
      { header: { zh: "联系人", en: "Contact" }, value: (row) => row.contactPerson },
      { header: { zh: "电话", en: "Phone" }, value: (row) => row.phone },
      { header: { zh: "地区代码", en: "Region" }, value: (row) => row.countyCode ?? row.cityCode ?? row.provinceCode },
      { header: { zh: "地址", en: "Address" }, value: (row) => row.address },
      { header: { zh: "状态", en: "Status" }, value: (row) => STATUS[row.status] ?? row.status },
      { header: { zh: "创建时间", en: "Created" }, value: (row) => row.createdAt },
    ],
  }),
  goods: resource({
    permission: [OPERATION_KEYS.goodsExport],
    title: { zh: "商品", en: "Goods" },
    filters: goodsResource.schemas.filters,
    iterate: (ctx, filters) =>
      RESOURCE_SERVICES.goods.iterate(ctx, filters) as AsyncIterable<TGoodsItem & Record<string, unknown>>,
    columns: [
      { header: { zh: "商品名称", en: "Name" }, value: (row) => row.name },
      { header: { zh: "分类", en: "Class" }, value: (row) => row.class.name },
      { header: { zh: "企业", en: "Enterprise" }, value: (row) => row.enterprise.name },
      { header: { zh: "规格", en: "Specification" }, value: (row) => row.specification },
      { header: { zh: "单位", en: "Unit" }, value: (row) => row.unit },
      { header: { zh: "保质期（天）", en: "Shelf life (days)" }, value: (row) => row.shelfLifeDays },
      { header: { zh: "品牌", en: "Brand" }, value: (row) => row.brand },
      { header: { zh: "条形码", en: "Barcode" }, value: (row) => row.barcode },
      { header: { zh: "状态", en: "Status" }, value: (row) => STATUS[row.status] ?? row.status },
      { header: { zh: "创建时间", en: "Created" }, value: (row) => row.createdAt },
    ],
  }),
  // Laid out exactly like the import sheet, so an export is also the import template; the rows
  // are the kit service's (scope and filters of the list).
  projects: resource({
    permission: [OPERATION_KEYS.projectExport],
    title: { zh: "项目", en: "Projects" },
    filters: projectResource.schemas.filters,
    iterate: (ctx, filters) =>
      RESOURCE_SERVICES.project.iterate(ctx, filters) as AsyncIterable<TProjectItem & Record<string, unknown>>,
    columns: PROJECT_SHEET_COLUMNS.map((column) => ({
      header: { zh: column.zh, en: column.en },
      value: (row: TProjectItem) =>
        column.key === "enterprise"
          ? row.enterprise?.name
          : column.key === "status"
            ? PROJECT_STATUS_LABELS[row.status].zh
            : row[column.key],
    })),
  }),
  "login-logs": resource({
    permission: [OPERATION_KEYS.logExport],
    title: { zh: "登录日志", en: "Login log" },
    filters: ZLoginLogFilters,
    iterate: iterateLoginLogs,
    columns: [
      { header: { zh: "时间", en: "Time" }, value: (row) => row.createdAt },
      { header: { zh: "用户名", en: "Username" }, value: (row) => row.username },
      { header: { zh: "IP", en: "IP" }, value: (row) => row.ip },
      {
        header: { zh: "地区", en: "Region" },
        value: (row) => regionPath(row.cityCode ?? row.provinceCode).join(" "),
      },
      {
        header: { zh: "客户端", en: "Client" },
        value: (row) => {
          const agent = describeUserAgent(row.userAgent);
          return agent ? clientAgentLabel(agent, "zh") : "";
        },
      },
      { header: { zh: "浏览器标识", en: "User agent" }, value: (row) => row.userAgent },
      { header: { zh: "结果", en: "Result" }, value: (row) => (row.success ? "成功 / success" : "失败 / failure") },
      {
        header: { zh: "原因", en: "Reason" },
        value: (row) => (row.reason ? (REASONS[row.reason]?.zh ?? row.reason) : ""),
      },
    ],
  }),
  "operation-logs": resource({
    permission: [OPERATION_KEYS.logExport],
    title: { zh: "操作日志", en: "Operation log" },
    filters: ZOperationLogFilters,
    iterate: iterateOperationLogs,
    columns: [
      { header: { zh: "时间", en: "Time" }, value: (row) => row.createdAt },
      { header: { zh: "用户", en: "User" }, value: (row) => row.username },
      { header: { zh: "站点", en: "Site" }, value: (row) => row.site?.name },
      { header: { zh: "操作", en: "Operation" }, value: (row) => row.operation },
      { header: { zh: "对象", en: "Resource" }, value: (row) => row.resource },
      { header: { zh: "对象ID", en: "Target id" }, value: (row) => row.targetId },
      { header: { zh: "IP", en: "IP" }, value: (row) => row.ip },
      { header: { zh: "结果", en: "Outcome" }, value: (row) => row.outcome },
    ],
  }),
  recalls: recallExport,
  "quality-checks": qualityCheckExport,
  "scan-records": scanRecordsExport,
  "code-applications": codeApplicationExport,
  batches: batchExport,
  "trace-templates": templateExport,
} satisfies Record<string, ExportResource>;
