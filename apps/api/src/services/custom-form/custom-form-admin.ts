import type {
  ZCustomPriorityInput,
  ZCustomPublishInput,
  ZRecordCheckInput,
  ZRecordExportFilters,
  ZRecordPageInput,
  TRecordItem,
} from "@suyuan/contracts/custom-form/custom-form-operations";
import { regionPath } from "@suyuan/contracts/region/regions";
import { prisma, type Prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { chinaDateTimeSql, column, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { iterateList, listPage, listRow } from "../list/list-page.ts";
import type { ServiceContext } from "../service-context.ts";
import { fieldNameTaken } from "./custom-form-hooks.ts";
import { reorderRows } from "../list/reorder-rows.ts";

// The custom forms' operations beyond the kit's: order, publish, the field-name check, and the
// submissions (record/*): their page with the origin's `keys`, one submission, review, delete.

/** custom/priority: a new order for many forms of the current site, all or nothing. */
export function prioritizeCustomForms(ctx: ServiceContext, input: z.output<typeof ZCustomPriorityInput>) {
  return reorderRows(ctx, {
    model: "cmsCustomForm",
    resource: "customForm",
    scope: { siteId: currentSite(ctx) },
    ids: input.ids,
    dataOf: (index) => ({ priority: input.priorities[index]! }),
    detail: input,
  });
}

/** filed/priority: a new order for many fields of the current site's forms, all or nothing. */
export function prioritizeCustomFields(ctx: ServiceContext, input: z.output<typeof ZCustomPriorityInput>) {
  return reorderRows(ctx, {
    model: "cmsCustomFormField",
    resource: "customFormField",
    scope: { siteId: currentSite(ctx) },
    ids: input.ids,
    dataOf: (index) => ({ priority: input.priorities[index]! }),
    detail: input,
  });
}

/** custom/publish: the forms show on the public site (or no longer), all or nothing. */
export async function publishCustomForms(ctx: ServiceContext, input: z.output<typeof ZCustomPublishInput>) {
  const siteId = currentSite(ctx);
  const ids = [...new Set(input.ids)];
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.cmsCustomForm.updateMany({
      where: { id: { in: ids }, siteId },
      data: { enable: input.enable },
    });
    if (count !== ids.length) throw new AppError("NOT_FOUND");
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.enable ? "publish" : "withdraw",
      resource: "customForm",
      detail: { ids },
    });
    return { count };
  });
}

/** filed/check_field: `{ result: true }` when the form already has a field of that name. */
export async function checkCustomField(ctx: ServiceContext, formId: number, field: string) {
  return { result: await fieldNameTaken(prisma, currentSite(ctx), formId, field.trim()) };
}

type FieldRow = { field: string; label: string; dataType: string; displayInList: boolean };

// A form's submissions on the one list statement (kit/sql-list-json.ts), for pages, one row and
// the export alike; the stored values are written as shown (a region by its names) after it.
const RECORDS = listStatementOf("cmsCustomRecord", {
  id: column("id"),
  formId: column("formId"),
  status: column("status"),
  createTime: sql(() => chinaDateTimeSql("t.created_at")),
  ip: column("ip"),
  username: sql(() => "COALESCE((SELECT m.username FROM cms_member m WHERE m.id = t.member_id), '')"),
  checkerName: sql(() => "COALESCE((SELECT u.username FROM app_user u WHERE u.id = t.checker_id), '')"),
  checkTime: sql(() => chinaDateTimeSql("t.checked_at")),
  attrs: column("attrs"),
});

/** A submission as the statement writes it: its values as stored. */
type RecordRow = {
  id: number;
  formId: number;
  status: number;
  createTime: string;
  ip: string;
  username: string;
  checkerName: string;
  checkTime: string;
  attrs: unknown;
};

/** A stored value as shown: a region by its names, anything else as stored. */
function shownValue(field: Pick<FieldRow, "dataType"> | undefined, value: unknown): string {
  const part = (item: unknown) => (typeof item === "string" || typeof item === "number" ? String(item) : "");
  const text = Array.isArray(value) ? value.map(part).join(",") : part(value);
  if (field?.dataType === "11") return regionPath(text).join(" ") || text;
  return text;
}

function recordItem(row: RecordRow, fields: readonly FieldRow[]): TRecordItem {
  const stored = (row.attrs ?? {}) as Record<string, unknown>;
  const byName = new Map(fields.map((field) => [field.field, field]));
  const attrs: Record<string, string> = {};
  for (const [name, value] of Object.entries(stored)) attrs[name] = shownValue(byName.get(name), value);
  return {
    ...row,
    attrs,
    ...Object.fromEntries(Object.entries(attrs).map(([name, value]) => [`attr_${name}`, value])),
  };
}

async function formFields(siteId: number, formId: number): Promise<FieldRow[]> {
  const form = await prisma.cmsCustomForm.findFirst({
    where: { id: formId, siteId },
    select: {
      fields: {
        select: { field: true, label: true, dataType: true, displayInList: true },
        orderBy: [{ priority: "asc" }, { id: "asc" }],
      },
    },
  });
  if (!form) throw new AppError("NOT_FOUND", { messageKey: "customForm.formMissing" });
  return form.fields;
}

/** record/page: a form's submissions, newest first, with the origin's `keys` (label → attr_<field>). */
export async function pageCustomRecords(ctx: ServiceContext, input: z.output<typeof ZRecordPageInput>) {
  const siteId = currentSite(ctx);
  const fields = await formFields(siteId, input.formId);
  const where = { formId: input.formId, ...(input.status !== undefined ? { status: input.status } : {}) };
  const found = await listPage<RecordRow>(RECORDS, {
    where,
    sortBy: "id",
    direction: "desc",
    page: input.page,
    pageSize: input.pageSize,
  });
  const keys: Record<string, string> = {};
  for (const field of fields) if (field.displayInList) keys[field.label] = `attr_${field.field}`;
  return { ...found, items: found.items.map((row) => recordItem(row, fields)), keys, fields };
}

/** record/get: one submission with its form's fields. */
export async function getCustomRecord(ctx: ServiceContext, id: number) {
  const siteId = currentSite(ctx);
  const row = await listRow<RecordRow>(RECORDS, id, { form: { siteId } });
  if (!row) throw new AppError("NOT_FOUND");
  const fields = await formFields(siteId, row.formId);
  return { ...recordItem(row, fields), fields };
}

async function ownRecordIds(tx: Prisma.TransactionClient, siteId: number, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if ((await tx.cmsCustomRecord.count({ where: { id: { in: unique }, form: { siteId } } })) !== unique.length)
    throw new AppError("NOT_FOUND");
  return unique;
}

/**
 * record/check: the submissions are passed (已通过, 2) or, typed, refused (已驳回, -1), by the
 * caller, now. A passed one stays passed (the origin skips it).
 */
export async function checkCustomRecords(ctx: ServiceContext, input: z.output<typeof ZRecordCheckInput>) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const ids = await ownRecordIds(tx, siteId, input.ids);
    const { count } = await tx.cmsCustomRecord.updateMany({
      where: { id: { in: ids }, status: { not: 2 } },
      data: { status: input.status, checkerId: ctx.actor.userId, checkedAt: new Date() },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: input.status === 2 ? "check" : "reject",
      resource: "customRecord",
      detail: { ids },
    });
    return { result: true, count };
  });
}

/** record/delete: the submissions go, all or nothing. */
export async function deleteCustomRecords(ctx: ServiceContext, ids: readonly number[]) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const own = await ownRecordIds(tx, siteId, ids);
    const { count } = await tx.cmsCustomRecord.deleteMany({ where: { id: { in: own } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "customRecord",
      detail: { ids: own },
    });
    return { count };
  });
}

/** The export's rows: a form's submissions with every value as "label：value", oldest first, in batches. */
export async function* iterateCustomRecords(ctx: ServiceContext, filters: z.output<typeof ZRecordExportFilters>) {
  const siteId = currentSite(ctx);
  const fields = await formFields(siteId, filters.formId);
  const where = { formId: filters.formId, ...(filters.status !== undefined ? { status: filters.status } : {}) };
  for await (const row of iterateList<RecordRow>(RECORDS, where)) {
    const item = recordItem(row, fields);
    yield {
      ...item,
      values: fields.map((field) => `${field.label}：${item.attrs[field.field] ?? ""}`).join("；"),
    };
  }
}
