import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * Enables or disables devices or plates of the caller's scope, in one transaction with the
 * operation log (a disabled device takes no new readings).
 */
export async function updateUsable(
  definition: ResourceDefinition,
  ctx: ServiceContext,
  ids: number[],
  usable: boolean,
): Promise<{ count: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const model = definition.model === "envPlate" ? tx.envPlate : tx.envDevice;
    const rows = await (model as typeof tx.envDevice).findMany({
      where: { id: { in: unique } },
      select: { enterpriseId: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    const { count } = await (model as typeof tx.envDevice).updateMany({
      where: { id: { in: unique } },
      data: { usable },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: usable ? "enable" : "disable",
      resource: definition.name,
      targetId: unique.join(","),
    });
    return { count };
  });
}
