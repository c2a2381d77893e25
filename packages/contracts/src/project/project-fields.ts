// What the project sheets need beside the kit definition (project-resource.ts): the statuses
// and their labels (the import reads either), the import answer and the sheet's columns.

export const PROJECT_STATUSES = ["planned", "in_progress", "completed", "suspended"] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Labels the import sheet accepts besides the codes. */
export const PROJECT_STATUS_LABELS: Record<TProjectStatus, { zh: string; en: string }> = {
  planned: { zh: "计划中", en: "Planned" },
  in_progress: { zh: "实施中", en: "In progress" },
  completed: { zh: "已完成", en: "Completed" },
  suspended: { zh: "已暂停", en: "Suspended" },
};

/** The import answer: either everything was imported, or nothing was and every bad row is named. */
export type TProjectImportResult =
  { imported: number; errors: never[] } | { imported: 0; errors: { row: number; field: string; message: string }[] };

/** Columns of the import and export sheets, in order. */
export const PROJECT_SHEET_COLUMNS = [
  { key: "name", zh: "项目名称", en: "Name" },
  { key: "town", zh: "乡镇", en: "Town" },
  { key: "village", zh: "村", en: "Village" },
  { key: "enterprise", zh: "企业", en: "Enterprise" },
  { key: "funding", zh: "资金（元）", en: "Funding (yuan)" },
  { key: "startDate", zh: "开始日期", en: "Start date" },
  { key: "endDate", zh: "结束日期", en: "End date" },
  { key: "status", zh: "状态", en: "Status" },
  { key: "description", zh: "说明", en: "Description" },
] as const;
