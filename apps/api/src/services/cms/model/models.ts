import type { TModelItem, TSaveModelInput, TUpdateModelInput } from "@suyuan/contracts/cms/model-operations";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../../lib/app-error.ts";
import { recordOperation } from "../../audit/record-operation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { createBuiltinItems } from "./builtin-items.ts";
import { reorderRows } from "../../list/reorder-rows.ts";

// Models are shared by every site (as in the origin). Each kind keeps exactly one default model
// (partial unique index cms_model_one_default_key): the flag moves, it never just goes away.
// A model's kind is fixed when it is created (its built-in fields depend on it).

const fieldError = (field: string, messageKey: string) =>
  new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });

type ModelRow = Prisma.CmsModelGetPayload<{ include: { _count: { select: { items: true } } } }>;

function toModelItem(row: ModelRow): TModelItem {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    hasContent: row.kind === "content",
    path: row.path,
    tplPrefix: row.tplPrefix,
    titleImgWidth: row.titleImgWidth,
    titleImgHeight: row.titleImgHeight,
    contentImgWidth: row.contentImgWidth,
    contentImgHeight: row.contentImgHeight,
    priority: row.priority,
    isDefault: row.isDefault,
    def: row.isDefault,
    disabled: row.disabled,
    itemCount: row._count.items,
  };
}

const withCount = { _count: { select: { items: true } } } as const;

export async function findModels(input: {
  containDisabled: boolean;
  hasContent?: boolean | undefined;
  kind?: "channel" | "content" | undefined;
}) {
  const kind = input.kind ?? (input.hasContent === undefined ? undefined : input.hasContent ? "content" : "channel");
  const rows = await prisma.cmsModel.findMany({
    where: { ...(kind ? { kind } : {}), ...(input.containDisabled ? {} : { disabled: false }) },
    include: withCount,
    orderBy: [{ kind: "asc" }, { priority: "asc" }, { id: "asc" }],
  });
  return rows.map(toModelItem);
}

export async function getModel(id: number): Promise<TModelItem> {
  const row = await prisma.cmsModel.findUnique({ where: { id }, include: withCount });
  if (!row) throw new AppError("NOT_FOUND");
  return toModelItem(row);
}

/** Whether no model has this id (the origin lets a model's id be chosen; ours are assigned). */
export async function isModelIdFree(id: number) {
  return !(await prisma.cmsModel.findUnique({ where: { id }, select: { id: true } }));
}

async function assertPathFree(tx: TransactionClient, kind: "channel" | "content", path: string, selfId: number | null) {
  const clash = await tx.cmsModel.findFirst({
    where: { kind, path, ...(selfId ? { id: { not: selfId } } : {}) },
    select: { id: true },
  });
  if (clash) throw fieldError("path", "model.pathTaken");
}

const pathClash = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002"
    ? fieldError("path", "model.pathTaken")
    : error;

/** Moves the default flag of `kind` to `id`. */
async function moveDefault(tx: TransactionClient, kind: "channel" | "content", id: number) {
  await tx.cmsModel.updateMany({ where: { kind, isDefault: true, id: { not: id } }, data: { isDefault: false } });
  await tx.cmsModel.update({ where: { id }, data: { isDefault: true } });
}

const columns = (input: TSaveModelInput) => ({
  name: input.name,
  path: input.path,
  tplPrefix: input.tplPrefix,
  titleImgWidth: input.titleImgWidth,
  titleImgHeight: input.titleImgHeight,
  contentImgWidth: input.contentImgWidth,
  contentImgHeight: input.contentImgHeight,
  priority: input.priority,
  disabled: input.disabled,
});

export async function createModel(ctx: ServiceContext, input: TSaveModelInput): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      await assertPathFree(tx, input.kind, input.path, null);
      const model = await tx.cmsModel.create({ data: { ...columns(input), kind: input.kind }, select: { id: true } });
      // The first model of a kind is its default whatever the form says.
      const hasDefault = await tx.cmsModel.count({ where: { kind: input.kind, isDefault: true } });
      if (input.isDefault || hasDefault === 0) await moveDefault(tx, input.kind, model.id);
      await createBuiltinItems(tx, model.id, input.kind);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "cmsModel",
        targetId: model.id,
        detail: { name: input.name, kind: input.kind },
      });
      return model;
    });
  } catch (error) {
    throw pathClash(error);
  }
}

export async function updateModel(ctx: ServiceContext, input: TUpdateModelInput): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      const before = await tx.cmsModel.findUnique({ where: { id: input.id } });
      if (!before) throw new AppError("NOT_FOUND");
      if (before.isDefault && !input.isDefault)
        throw new AppError("RULE_VIOLATION", {
          messageKey: "model.defaultRequired",
          fieldErrors: { isDefault: ["model.defaultRequired"] },
        });
      await assertPathFree(tx, before.kind, input.path, input.id);
      await tx.cmsModel.update({ where: { id: input.id }, data: columns(input) });
      if (input.isDefault && !before.isDefault) await moveDefault(tx, before.kind, input.id);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "cmsModel",
        targetId: input.id,
        detail: { name: input.name },
      });
      return { id: input.id };
    });
  } catch (error) {
    throw pathClash(error);
  }
}

/** Deletes unused models with their fields; never a default model or one channels or content use. All or nothing. */
export async function deleteModels(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  return prisma.$transaction(async (tx) => {
    const rows = await tx.cmsModel.findMany({
      where: { id: { in: ids } },
      include: { _count: { select: { channels: true, contents: true, contentChannels: true } } },
    });
    if (rows.length !== new Set(ids).size) throw new AppError("NOT_FOUND");
    for (const row of rows) {
      if (row.isDefault) throw new AppError("RULE_VIOLATION", { messageKey: "model.defaultRequired" });
      if (row._count.channels + row._count.contents + row._count.contentChannels > 0)
        throw new AppError("RULE_VIOLATION", { messageKey: "model.inUse", params: { name: row.name } });
    }
    await tx.cmsModel.deleteMany({ where: { id: { in: ids } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "cmsModel",
      targetId: ids.join(","),
    });
    return { deleted: rows.length };
  });
}

/** New order values for many models at once (one transaction). */
export async function prioritizeModels(ctx: ServiceContext, ids: number[], prioritys: number[]) {
  await reorderRows(ctx, {
    model: "cmsModel",
    resource: "cmsModel",
    ids,
    dataOf: (index) => ({ priority: prioritys[index] ?? 10 }),
    detail: { ids, prioritys },
  });
  return { ok: true as const };
}
