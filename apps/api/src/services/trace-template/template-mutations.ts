import { COPY_SUFFIX } from "@suyuan/contracts/trace-template/copy-template";
import { traceTemplateResource } from "@suyuan/contracts/trace-template/trace-template-resource";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { templateVisibleWhere } from "./template-access.ts";

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

/** A concurrent save that took the same order: the unique index decides, answered plainly. */
export function rethrowOrderTaken(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
    throw new AppError("BAD_REQUEST", { messageKey: "error.templateOrderTaken" });
  throw error;
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
      resource: traceTemplateResource.name,
      targetId: row.id,
      detail: { from: id, name },
    });
    return row;
  });
}
