import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TCheckOrderInput } from "@suyuan/contracts/trace-template/check-order";
import type { TFindTemplatesInput, TTemplateFilters } from "@suyuan/contracts/trace-template/find-templates";
import type { TTemplateDetail, TTemplateItem } from "@suyuan/contracts/trace-template/template-fields";
import { prisma, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { cappedPage } from "../list/capped-page.ts";
import { iterateById } from "../list/iterate-by-id.ts";
import type { ServiceContext } from "../service-context.ts";
import { templateVisibleWhere, visibleTemplate } from "./template-access.ts";
import { STAGES_SELECT, TEMPLATE_SELECT, toStageDetails, toTemplateItem } from "./template-rows.ts";

function templateWhere(ctx: ServiceContext, filters: TTemplateFilters): Prisma.TraceTemplateWhereInput {
  return {
    AND: [
      templateVisibleWhere(ctx.scope),
      filters.platform === undefined ? {} : { enterpriseId: filters.platform ? null : { not: null } },
      {
        name: filters.name ? { contains: filters.name, mode: "insensitive" } : undefined,
        enterpriseId: filters.enterpriseId,
        enabled: filters.enabled,
        goodsClassId: filters.goodsClassId,
      },
    ],
  };
}

export async function findTemplates(
  ctx: ServiceContext,
  input: TFindTemplatesInput,
): Promise<TListOutput<TTemplateItem>> {
  const where = templateWhere(ctx, input);
  const orderBy: Prisma.TraceTemplateOrderByWithRelationInput[] = [
    { [input.sortBy ?? "createdAt"]: input.sortDir },
    { id: input.sortDir },
  ];
  return cappedPage(input, {
    count: (take) => prisma.traceTemplate.count({ where, orderBy, take }),
    rows: async (skip, take) =>
      (await prisma.traceTemplate.findMany({ where, orderBy, select: TEMPLATE_SELECT, skip, take })).map(
        toTemplateItem,
      ),
  });
}

export async function* iterateTemplates(ctx: ServiceContext, filters: TTemplateFilters): AsyncGenerator<TTemplateItem> {
  const where = templateWhere(ctx, filters);
  yield* iterateById(async (afterId: number | null, take) =>
    (
      await prisma.traceTemplate.findMany({
        where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
        select: TEMPLATE_SELECT,
        orderBy: { id: "asc" },
        take,
      })
    ).map(toTemplateItem),
  );
}

/** A template with its stages and items; platform-wide ones are visible to every member. */
export async function getTemplate(ctx: ServiceContext, id: number): Promise<TTemplateDetail> {
  const row = await prisma.traceTemplate.findFirst({
    where: { AND: [{ id }, templateVisibleWhere(ctx.scope)] },
    select: { ...TEMPLATE_SELECT, stages: STAGES_SELECT },
  });
  if (!row) throw new AppError("NOT_FOUND");
  const { stages, ...template } = row;
  return { ...toTemplateItem(template), stages: toStageDetails(stages) };
}

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
