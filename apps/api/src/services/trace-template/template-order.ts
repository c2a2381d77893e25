import type { TCheckOrderInput } from "@suyuan/contracts/trace-template/check-order";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";
import { visibleTemplate } from "./template-access.ts";

/** Whether a stage order is free within its template, or an item order within its stage. */
export async function checkTemplateOrder(ctx: ServiceContext, input: TCheckOrderInput): Promise<{ free: boolean }> {
  const exclude = input.excludeId === undefined ? {} : { id: { not: input.excludeId } };
  if (input.kind === "stage") {
    await visibleTemplate(ctx.scope, input.templateId);
    const taken = await prisma.traceTemplateStage.findFirst({
      where: { templateId: input.templateId, sort: input.sort, ...exclude },
      select: { id: true },
    });
    return { free: taken === null };
  }
  const stage = await prisma.traceTemplateStage.findUnique({
    where: { id: input.stageId },
    select: { templateId: true },
  });
  if (!stage) throw new AppError("NOT_FOUND");
  await visibleTemplate(ctx.scope, stage.templateId);
  const taken = await prisma.traceTemplateItem.findFirst({
    where: { stageId: input.stageId, sort: input.sort, ...exclude },
    select: { id: true },
  });
  return { free: taken === null };
}
