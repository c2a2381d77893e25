import { COPY_SUFFIX } from "@suyuan/contracts/trace-template/copy-template";
import type { TTemplateFields } from "@suyuan/contracts/trace-template/template-fields";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { enterpriseForWrite, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { createStage, syncStages } from "./stage-sync.ts";
import { templateVisibleWhere } from "./template-access.ts";

const refused = (field: string, key: string) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] } });

/**
 * A template the user may change: visible to them (else NOT_FOUND), and not platform-wide unless
 * they are platform staff (members may use and copy those, not change them).
 */
export async function writableTemplate(tx: TransactionClient, ctx: ServiceContext, id: number) {
  const row = await tx.traceTemplate.findFirst({
    where: { AND: [{ id }, templateVisibleWhere(ctx.scope)] },
    select: { id: true, name: true, enterpriseId: true },
  });
  if (!row) throw new AppError("NOT_FOUND");
  if (row.enterpriseId === null && ctx.scope.kind !== "all")
    throw new AppError("RULE_VIOLATION", { messageKey: "error.platformTemplateReadOnly" });
  return row;
}

/** The template's own fields, checked: goods class exists, goods belong to the template's enterprise. */
async function prepare(tx: TransactionClient, ctx: ServiceContext, input: TTemplateFields) {
  // Members always write into their own enterprise; staff leave it empty for a platform-wide template.
  const enterpriseId = enterpriseForWrite(ctx.scope, input.enterpriseId);
  if (enterpriseId !== null && !(await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } })))
    throw refused("enterpriseId", "error.referenceMissing");
  if (
    input.goodsClassId !== null &&
    !(await tx.goodsClass.findUnique({ where: { id: input.goodsClassId }, select: { id: true } }))
  )
    throw refused("goodsClassId", "error.referenceMissing");
  if (input.goodsId !== null) {
    const goods = await tx.goods.findUnique({ where: { id: input.goodsId }, select: { enterpriseId: true } });
    if (!goods || !isInScope(ctx.scope, goods.enterpriseId)) throw refused("goodsId", "error.referenceMissing");
    if (goods.enterpriseId !== enterpriseId) throw refused("goodsId", "error.goodsNotOfEnterprise");
  }
  return {
    enterpriseId,
    name: input.name,
    goodsClassId: input.goodsClassId,
    goodsId: input.goodsId,
    enabled: input.enabled,
    description: input.description,
  };
}

/** A concurrent save that took the same order: the unique index decides, answered plainly. */
export function rethrowOrderTaken(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
    throw new AppError("BAD_REQUEST", { messageKey: "error.templateOrderTaken" });
  throw error;
}

export async function createTemplate(ctx: ServiceContext, input: TTemplateFields): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.traceTemplate.create({ data: await prepare(tx, ctx, input), select: { id: true } });
      for (const stage of input.stages) await createStage(tx, row.id, stage);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "trace-template",
        targetId: row.id,
        detail: { name: input.name, stages: input.stages.length },
      });
      return row;
    });
  } catch (error) {
    rethrowOrderTaken(error);
  }
}

export async function updateTemplate(ctx: ServiceContext, id: number, input: TTemplateFields): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const current = await writableTemplate(tx, ctx, id);
      const data = await prepare(tx, ctx, input);
      // Batches chose the template as usable by their enterprise: that must stay true.
      if (data.enterpriseId !== current.enterpriseId && data.enterpriseId !== null) {
        const used = await tx.batch.findFirst({
          where: { templateId: id, enterpriseId: { not: data.enterpriseId } },
          select: { id: true },
        });
        if (used) throw refused("enterpriseId", "error.templateEnterpriseLocked");
      }
      await tx.traceTemplate.update({ where: { id }, data });
      await syncStages(tx, id, input.stages);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "trace-template",
        targetId: id,
        detail: { name: input.name, stages: input.stages.length },
      });
    });
  } catch (error) {
    rethrowOrderTaken(error);
  }
}

export async function deleteTemplates(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = [];
    for (const id of unique) rows.push(await writableTemplate(tx, ctx, id));
    if (await tx.batch.findFirst({ where: { templateId: { in: unique } }, select: { id: true } }))
      throw new AppError("RULE_VIOLATION", { messageKey: "error.templateInUse" });
    // Stages and items go with the template (no batch, so no records refer to them).
    const { count } = await tx.traceTemplate.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "trace-template",
      targetId: unique.join(","),
      detail: { names: rows.map((row) => row.name) },
    });
    return { deleted: count };
  });
}

/** Deep copy; a member's copy of a platform-wide template becomes their enterprise's own. */
export async function copyTemplate(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  return prisma.$transaction(async (tx) => {
    const source = await tx.traceTemplate.findFirst({
      where: { AND: [{ id }, templateVisibleWhere(ctx.scope)] },
      include: { stages: { orderBy: { sort: "asc" }, include: { items: { orderBy: { sort: "asc" } } } } },
    });
    if (!source) throw new AppError("NOT_FOUND");
    const enterpriseId = ctx.scope.kind === "all" ? source.enterpriseId : ctx.scope.enterpriseId;
    const name = source.name.slice(0, 100 - COPY_SUFFIX.length) + COPY_SUFFIX;
    // A copy for another enterprise cannot keep goods of the source's enterprise.
    const goodsId = enterpriseId === source.enterpriseId ? source.goodsId : null;
    const row = await tx.traceTemplate.create({
      data: {
        name,
        enterpriseId,
        goodsClassId: source.goodsClassId,
        goodsId,
        enabled: source.enabled,
        description: source.description,
        stages: {
          create: source.stages.map((stage) => ({
            name: stage.name,
            sort: stage.sort,
            items: {
              create: stage.items.map((item) => ({
                name: item.name,
                kind: item.kind,
                unit: item.unit,
                options: item.options,
                required: item.required,
                sort: item.sort,
              })),
            },
          })),
        },
      },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "copy",
      resource: "trace-template",
      targetId: row.id,
      detail: { from: id, name },
    });
    return row;
  });
}
