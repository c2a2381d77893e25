import type { TTemplateStageFields } from "@suyuan/contracts/trace-template/template-fields";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { createStage, syncItems } from "./stage-sync.ts";
import { rethrowOrderTaken, writableTemplate } from "./template-mutations.ts";

// One stage at a time, for the template detail page (legacy traceTemplate/addDetail and
// traceTemplateItem/update): the same rules as editing the whole template.

const stageOrderTaken = () =>
  new AppError("BAD_REQUEST", {
    messageKey: "validation.orderTaken",
    fieldErrors: { sort: ["validation.orderTaken"] },
  });

async function assertStageOrderFree(tx: TransactionClient, templateId: number, sort: number, excludeId?: number) {
  const taken = await tx.traceTemplateStage.findFirst({
    where: { templateId, sort, ...(excludeId === undefined ? {} : { id: { not: excludeId } }) },
    select: { id: true },
  });
  if (taken) throw stageOrderTaken();
}

/**
 * A stage saved at the same time as another with its order passed the check too: the unique index
 * (template, order) decides, answered like the check. Other clashes (items) as for whole templates.
 */
function rethrowStageOrderTaken(error: unknown): never {
  if (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    error.meta?.modelName === "TraceTemplateStage"
  )
    throw stageOrderTaken();
  rethrowOrderTaken(error);
}

async function writableStage(tx: TransactionClient, ctx: ServiceContext, id: number) {
  const stage = await tx.traceTemplateStage.findUnique({
    where: { id },
    select: { id: true, name: true, templateId: true, _count: { select: { records: true } } },
  });
  if (!stage) throw new AppError("NOT_FOUND");
  await writableTemplate(tx, ctx, stage.templateId);
  return stage;
}

export async function addTemplateStage(
  ctx: ServiceContext,
  templateId: number,
  input: TTemplateStageFields,
): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      await writableTemplate(tx, ctx, templateId);
      await assertStageOrderFree(tx, templateId, input.sort);
      const row = await createStage(tx, templateId, input);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "trace-template-stage",
        targetId: row.id,
        detail: { templateId, name: input.name },
      });
      return row;
    });
  } catch (error) {
    rethrowStageOrderTaken(error);
  }
}

export async function updateTemplateStage(ctx: ServiceContext, id: number, input: TTemplateStageFields): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const stage = await writableStage(tx, ctx, id);
      await assertStageOrderFree(tx, stage.templateId, input.sort, id);
      await tx.traceTemplateStage.update({ where: { id }, data: { name: input.name, sort: input.sort } });
      await syncItems(tx, id, input.items, "");
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "trace-template-stage",
        targetId: id,
        detail: { templateId: stage.templateId, name: input.name },
      });
    });
  } catch (error) {
    rethrowStageOrderTaken(error);
  }
}

export async function deleteTemplateStage(ctx: ServiceContext, id: number): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const stage = await writableStage(tx, ctx, id);
    if (stage._count.records > 0)
      throw new AppError("RULE_VIOLATION", { messageKey: "error.templateStageInUse", params: { name: stage.name } });
    if ((await tx.traceTemplateStage.count({ where: { templateId: stage.templateId } })) <= 1)
      throw new AppError("RULE_VIOLATION", { messageKey: "validation.stagesRequired" });
    await tx.traceTemplateStage.delete({ where: { id } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "trace-template-stage",
      targetId: id,
      detail: { templateId: stage.templateId, name: stage.name },
    });
  });
}
