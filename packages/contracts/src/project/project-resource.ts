import { z } from "zod";
import { defineResource, filter, type FieldsOf, type ItemOf } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";
import { PROJECT_STATUSES, PROJECT_STATUS_LABELS } from "./project-fields.ts";

/** Funding in yuan; out of range (or not a number, as an import cell may be) is "invalid". */
const funding = withInput(
  field.decimal({ zh: "资金（元）", en: "Funding (yuan)" }, { max: 1e12, scale: 2, money: true }),
  z
    .number()
    .min(0, "validation.invalid")
    .max(1e12, "validation.invalid")
    .nullish()
    .transform((value) => value ?? null),
);

/**
 * Agricultural and poverty-alleviation projects (项目管理) of the current site. A member sees and
 * writes only their own enterprise's projects (services/project/project-hooks.ts). The Excel
 * import and the export laid out like it stay beside the kit (services/project/project-import.ts).
 */
export const projectResource = defineResource({
  name: "project",
  model: "project",
  legacy: ["project"],
  label: { zh: "项目", en: "Project" },
  titleField: "name",
  scope: "site",
  keys: {
    list: "/project/list",
    create: OPERATION_KEYS.projectSave,
    update: OPERATION_KEYS.projectUpdate,
    delete: OPERATION_KEYS.projectDelete,
  },
  // In the sheet's order: the import names bad cells in this order.
  fields: {
    name: withInput(
      field.text({ zh: "项目名称", en: "Project name" }, { required: true, max: 100 }),
      zText(100, "validation.nameRequired"),
    ),
    town: field.text({ zh: "乡镇", en: "Town" }, { max: 50 }),
    village: field.text({ zh: "村", en: "Village" }, { max: 50 }),
    enterpriseId: field.lookup({ zh: "实施企业", en: "Enterprise" }, { source: "enterprise", relation: "enterprise" }),
    funding,
    startDate: field.day({ zh: "开始日期", en: "Start date" }),
    endDate: field.day({ zh: "结束日期", en: "End date" }),
    status: field.enumOf(
      { zh: "状态", en: "Status" },
      {
        values: PROJECT_STATUSES,
        options: PROJECT_STATUS_LABELS,
        // A new project without a status is planned (as the import sheet reads a blank cell).
        default: "planned",
        colors: { planned: "blue", in_progress: "green", completed: "gray", suspended: "orange" },
      },
    ),
    description: field.textarea({ zh: "说明", en: "Description" }, { max: 2000 }),
  },
  refine: (data, ctx) => {
    const { startDate, endDate } = data as { startDate: string | null; endDate: string | null };
    if (startDate && endDate && startDate > endDate)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "validation.dateRange" });
  },
  filters: {
    name: filter.contains("name"),
    town: filter.contains("town"),
    status: filter.equals("status"),
    enterpriseId: filter.equals("enterpriseId"),
  },
  sortKeys: ["createdAt", "startDate", "funding", "name"],
  columns: [
    { key: "name", width: 150, sortable: true },
    { key: "town", width: 130 },
    { key: "enterprise", width: 130 },
    { key: "funding", width: 110, sortable: true },
    // A project is read by its term: it stays when funding and enterprise give way.
    { key: "startDate", width: 175, sortable: true, priority: "high" },
    { key: "status", width: 80 },
  ],
  routes: { list: "/project/list" },
  menu: {
    group: "project",
    titles: { list: { zh: "项目列表", en: "Projects" } },
    operations: { list: ["/project/save", "/project/update", "/project/delete", "/project/import", "/project/export"] },
  },
  saved: { created: { zh: "项目已创建", en: "Project created" }, updated: { zh: "项目已保存", en: "Project saved" } },
  hint: {
    zh: "当前站点的农业与帮扶项目：可导入、导出 Excel。",
    en: "Agricultural and poverty-alleviation projects of the current site; import and export with Excel.",
  },
});

export type TProjectFields = FieldsOf<typeof projectResource>;
export type TProjectItem = ItemOf<typeof projectResource>;
