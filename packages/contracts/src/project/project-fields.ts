import { z } from "zod";
import { zOptionalText, zRequiredText } from "../common/fields.ts";
import { ZDate, ZIds, ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";

export const PROJECT_STATUSES = ["planned", "in_progress", "completed", "suspended"] as const;
export type TProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Labels the import sheet accepts besides the codes. */
export const PROJECT_STATUS_LABELS: Record<TProjectStatus, { zh: string; en: string }> = {
  planned: { zh: "计划中", en: "Planned" },
  in_progress: { zh: "实施中", en: "In progress" },
  completed: { zh: "已完成", en: "Completed" },
  suspended: { zh: "已暂停", en: "Suspended" },
};

/** An agricultural or poverty-alleviation project of the current site. */
export const ZProjectFields = z
  .object({
    name: zRequiredText(100, "validation.nameRequired"),
    town: zOptionalText(50),
    village: zOptionalText(50),
    enterpriseId: z.number().int().positive().nullable(),
    /** Funding in yuan. */
    funding: z.number().min(0, "validation.invalid").max(1e12, "validation.invalid").nullable(),
    startDate: ZDate.nullable(),
    endDate: ZDate.nullable(),
    /** A new project without a status is planned (as the import sheet reads a blank cell). */
    status: z.enum(PROJECT_STATUSES, { error: "validation.required" }).default("planned"),
    description: zOptionalText(2000),
  })
  .refine((project) => !project.startDate || !project.endDate || project.startDate <= project.endDate, {
    message: "validation.dateRange",
    path: ["endDate"],
  });
export type TProjectFields = z.infer<typeof ZProjectFields>;

export const ZProjectItem = z.object({
  id: z.number(),
  name: z.string(),
  town: z.string().nullable(),
  village: z.string().nullable(),
  enterprise: z.object({ id: z.number(), name: z.string() }).nullable(),
  funding: z.number().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  description: z.string().nullable(),
  createdAt: z.date(),
});
export type TProjectItem = z.infer<typeof ZProjectItem>;

export const PROJECT_SORT_KEYS = ["createdAt", "startDate", "funding", "name"] as const;
export const ZProjectFilters = z.object({
  name: ZTextFilter,
  town: ZTextFilter,
  status: z.enum(PROJECT_STATUSES).optional(),
  enterpriseId: z.number().int().positive().optional(),
});
export type TProjectFilters = z.infer<typeof ZProjectFilters>;
export const ZFindProjectsInput = ZPaging.extend(zSort(PROJECT_SORT_KEYS).shape).extend(ZProjectFilters.shape);
export type TFindProjectsInput = z.infer<typeof ZFindProjectsInput>;
export const ZFindProjectsOutput = zListOutput(ZProjectItem);
export const ZGetProjectInput = z.object({ id: z.number().int().positive() });
export const ZCreateProjectOutput = z.object({ id: z.number() });
export const ZUpdateProjectInput = z.object({ id: z.number().int().positive(), data: ZProjectFields });
export const ZDeleteProjectsInput = z.object({ ids: ZIds });
export const ZDeleteProjectsOutput = z.object({ deleted: z.number() });

/** The import answer: either everything was imported, or nothing was and every bad row is named. */
export const ZProjectImportResult = z.union([
  z.object({ imported: z.number(), errors: z.array(z.never()).length(0) }),
  z.object({
    imported: z.literal(0),
    errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })).min(1),
  }),
]);
export type TProjectImportResult = z.infer<typeof ZProjectImportResult>;

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
