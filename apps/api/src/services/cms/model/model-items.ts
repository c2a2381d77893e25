import { ORIGIN_DATA_TYPE, optionsOf } from "@suyuan/contracts/cms/custom-fields";
import type { TModelFieldItem, TSaveItemInput, TUpdateItemInput } from "@suyuan/contracts/cms/model-operations";
import { Prisma, prisma, type DbClient } from "@suyuan/db/client";
import { AppError } from "../../../lib/app-error.ts";
import { recordOperation } from "../../audit/record-operation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { reservedFieldNames } from "./builtin-items.ts";

// A model's fields. Custom ones are free to change; built-in ones (isCustom false) keep their
// name and type and are never deleted. Field names are unique per model (constraint).

type CmsModelItem = Prisma.CmsModelItemGetPayload<Record<string, never>>;

const fieldError = (field: string, messageKey: string) =>
  new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });

export function toFieldItem(row: CmsModelItem): TModelFieldItem {
  const options = optionsOf(row);
  return {
    id: row.id,
    modelId: row.modelId,
    field: row.field,
    label: row.label,
    type: row.dataType,
    dataType: ORIGIN_DATA_TYPE[row.dataType],
    isCustom: row.isCustom,
    custom: row.isCustom,
    required: row.required,
    defValue: row.defValue,
    options,
    optValue: options,
    help: row.help,
    priority: row.priority,
    display: row.display,
    shownInList: row.shownInList,
    width: row.width,
    rows: row.rows,
  };
}

/** A model's fields in order; `isChannel` must match the model's kind (else none, as the origin answers). */
export async function findModelItems(input: {
  modelId: number;
  isChannel?: boolean | undefined;
  displayOnly: boolean;
}) {
  const model = await prisma.cmsModel.findUnique({ where: { id: input.modelId }, select: { kind: true } });
  if (!model) throw new AppError("NOT_FOUND");
  if (input.isChannel !== undefined && input.isChannel !== (model.kind === "channel")) return [];
  const rows = await prisma.cmsModelItem.findMany({
    where: { modelId: input.modelId, ...(input.displayOnly ? { display: true } : {}) },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
  });
  return rows.map(toFieldItem);
}

/** The rows the content service validates `attrs` with (customFieldsSchema takes them as they are). */
export function modelItemRows(db: DbClient, modelId: number) {
  return db.cmsModelItem.findMany({ where: { modelId }, orderBy: [{ priority: "asc" }, { id: "asc" }] });
}

export async function getModelItem(id: number): Promise<TModelFieldItem> {
  const row = await prisma.cmsModelItem.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND");
  return toFieldItem(row);
}

/** Whether the model has no other field of this name (and the name is not reserved). */
export async function isFieldFree(modelId: number, field: string, selfId: number | null) {
  const model = await prisma.cmsModel.findUnique({ where: { id: modelId }, select: { kind: true } });
  if (!model) throw new AppError("NOT_FOUND");
  const clash = await prisma.cmsModelItem.findFirst({
    where: { modelId, field, ...(selfId ? { id: { not: selfId } } : {}) },
    select: { id: true },
  });
  if (clash) return false;
  // A custom field may not take a built-in name (a built-in item keeps its own name).
  const self = selfId
    ? await prisma.cmsModelItem.findUnique({ where: { id: selfId }, select: { isCustom: true } })
    : null;
  return self?.isCustom === false || !reservedFieldNames(model.kind).has(field);
}

const fieldTaken = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002"
    ? fieldError("field", "model.fieldTaken")
    : error;

const columns = (input: TSaveItemInput | TUpdateItemInput) => ({
  label: input.label,
  required: input.required,
  defValue: input.defValue,
  options: input.options,
  help: input.help,
  priority: input.priority,
  display: input.display,
  shownInList: input.shownInList,
  width: input.width,
  rows: input.rows,
});

export async function createModelItem(ctx: ServiceContext, input: TSaveItemInput): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      const model = await tx.cmsModel.findUnique({ where: { id: input.modelId }, select: { kind: true } });
      if (!model) throw fieldError("modelId", "error.notFound");
      if (reservedFieldNames(model.kind).has(input.field)) throw fieldError("field", "validation.fieldReserved");
      const clash = await tx.cmsModelItem.findFirst({ where: { modelId: input.modelId, field: input.field } });
      if (clash) throw fieldError("field", "model.fieldTaken");
      const item = await tx.cmsModelItem.create({
        data: {
          ...columns(input),
          modelId: input.modelId,
          field: input.field,
          dataType: input.dataType,
          isCustom: true,
        },
        select: { id: true },
      });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "cmsModelItem",
        targetId: item.id,
        detail: { modelId: input.modelId, field: input.field, dataType: input.dataType },
      });
      return item;
    });
  } catch (error) {
    throw fieldTaken(error);
  }
}

export async function updateModelItem(ctx: ServiceContext, input: TUpdateItemInput): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      const before = await tx.cmsModelItem.findUnique({
        where: { id: input.id },
        include: { model: { select: { kind: true } } },
      });
      if (!before) throw new AppError("NOT_FOUND");
      if (!before.isCustom && (input.field !== before.field || input.dataType !== before.dataType))
        throw fieldError("field", "model.itemTypeLocked");
      if (before.isCustom && input.field !== before.field) {
        if (reservedFieldNames(before.model.kind).has(input.field))
          throw fieldError("field", "validation.fieldReserved");
        const clash = await tx.cmsModelItem.findFirst({ where: { modelId: before.modelId, field: input.field } });
        if (clash) throw fieldError("field", "model.fieldTaken");
      }
      // Existing content keeps its stored values; they are checked against the new rule when next saved.
      await tx.cmsModelItem.update({
        where: { id: input.id },
        data: { ...columns(input), field: input.field, dataType: input.dataType },
      });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "cmsModelItem",
        targetId: input.id,
        detail: { field: input.field, dataType: input.dataType },
      });
      return { id: input.id };
    });
  } catch (error) {
    throw fieldTaken(error);
  }
}

/** Deletes custom fields (built-in ones are refused). All or nothing. */
export async function deleteModelItems(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.cmsModelItem.findMany({ where: { id: { in: ids } } });
    if (rows.length !== new Set(ids).size) throw new AppError("NOT_FOUND");
    if (rows.some((row) => !row.isCustom)) throw new AppError("RULE_VIOLATION", { messageKey: "model.builtinItem" });
    await tx.cmsModelItem.deleteMany({ where: { id: { in: ids } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "cmsModelItem",
      targetId: ids.join(","),
    });
    return { deleted: rows.length };
  });
}

/** The list's inline edits for many fields at once: labels, order, form display (one transaction). */
export async function saveModelItemList(
  ctx: ServiceContext,
  input: {
    ids: number[];
    labels?: string[] | undefined;
    prioritys?: number[] | undefined;
    displays?: boolean[] | undefined;
  },
) {
  return prisma.$transaction(async (tx) => {
    const found = await tx.cmsModelItem.count({ where: { id: { in: input.ids } } });
    if (found !== new Set(input.ids).size) throw new AppError("NOT_FOUND");
    for (const [index, id] of input.ids.entries()) {
      const label = input.labels?.[index];
      const priority = input.prioritys?.[index];
      const display = input.displays?.[index];
      await tx.cmsModelItem.update({
        where: { id },
        data: {
          ...(label === undefined ? {} : { label }),
          ...(priority === undefined ? {} : { priority }),
          ...(display === undefined ? {} : { display }),
        },
      });
    }
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "list-save",
      resource: "cmsModelItem",
      targetId: input.ids.join(","),
    });
    return { ok: true as const };
  });
}
