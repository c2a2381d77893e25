import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/** Saves a new order of the site's workflows: the ids in the order wanted (priority 1, 2, ...). */
export async function saveWorkflowOrder(ctx: ServiceContext, ids: readonly number[]): Promise<{ count: number }> {
  const siteId = currentSite(ctx);
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const found = await tx.workflow.count({ where: { id: { in: unique }, siteId } });
    if (found !== unique.length) throw new AppError("NOT_FOUND");
    for (const [index, id] of unique.entries())
      await tx.workflow.update({ where: { id }, data: { priority: index + 1 } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "priority",
      resource: "workflow",
      targetId: unique.join(","),
    });
    return { count: unique.length };
  });
}
