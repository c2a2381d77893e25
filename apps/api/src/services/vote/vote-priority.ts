import type { z } from "zod";
import type { ZVoteTopicPriorityInput } from "@suyuan/contracts/vote/vote-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * vote_topic/priority, despite its name (the origin's): enables or disables many votes of the
 * current site at once (`disableds` pairwise with `ids`; absent, all enabled) and, with `defId`,
 * makes that vote the site's only default. All or nothing.
 */
export async function setVoteTopicsEnabled(ctx: ServiceContext, input: z.output<typeof ZVoteTopicPriorityInput>) {
  const siteId = currentSite(ctx);
  const ids = [...new Set(input.ids)];
  return prisma.$transaction(async (tx) => {
    const named = input.defId === undefined ? ids : [...new Set([...ids, input.defId])];
    if ((await tx.cmsVoteTopic.count({ where: { id: { in: named }, siteId } })) !== named.length)
      throw new AppError("NOT_FOUND");
    for (const [index, id] of input.ids.entries()) {
      await tx.cmsVoteTopic.update({ where: { id }, data: { disabled: input.disableds[index] === true } });
    }
    if (input.defId !== undefined) {
      await tx.cmsVoteTopic.updateMany({
        where: { siteId, def: true, id: { not: input.defId } },
        data: { def: false },
      });
      await tx.cmsVoteTopic.update({ where: { id: input.defId }, data: { def: true } });
    }
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "priority",
      resource: "voteTopic",
      detail: { ids: input.ids, disableds: input.disableds.map(String), defId: input.defId ?? null },
    });
    return { count: ids.length };
  });
}
