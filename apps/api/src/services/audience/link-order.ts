import type {
  ZPrioritizeFriendlinkCtgsInput,
  ZPrioritizeFriendlinksInput,
} from "@suyuan/contracts/friendlink/friendlink-operations";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/** friendlink/priority: a new order for many links of the current site, all or nothing. */
export async function prioritizeFriendlinks(ctx: ServiceContext, input: z.output<typeof ZPrioritizeFriendlinksInput>) {
  const siteId = currentSite(ctx);
  const ids = [...new Set(input.ids)];
  return prisma.$transaction(async (tx) => {
    if ((await tx.cmsFriendlink.count({ where: { id: { in: ids }, siteId } })) !== ids.length)
      throw new AppError("NOT_FOUND");
    for (const [index, id] of input.ids.entries())
      await tx.cmsFriendlink.update({ where: { id }, data: { priority: input.priorities[index]! } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "priority",
      resource: "friendlink",
      detail: { ids: input.ids, priorities: input.priorities },
    });
    return { count: ids.length };
  });
}

/** friendlink/ctg_priority: renames and reorders many categories of the current site, all or nothing. */
export async function prioritizeFriendlinkCtgs(
  ctx: ServiceContext,
  input: z.output<typeof ZPrioritizeFriendlinkCtgsInput>,
) {
  const siteId = currentSite(ctx);
  const ids = [...new Set(input.ids)];
  return prisma.$transaction(async (tx) => {
    if ((await tx.cmsFriendlinkCtg.count({ where: { id: { in: ids }, siteId } })) !== ids.length)
      throw new AppError("NOT_FOUND");
    for (const [index, id] of input.ids.entries())
      await tx.cmsFriendlinkCtg.update({
        where: { id },
        data: { priority: input.priorities[index]!, name: input.names[index]! },
      });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "priority",
      resource: "friendlinkCtg",
      detail: { ids: input.ids, priorities: input.priorities, names: input.names },
    });
    return { count: ids.length };
  });
}
