import { currentSite } from "../../access/site-scope.ts";
import { outdateSitePages } from "../../static-pages/outdate-pages.ts";
import { prisma } from "@suyuan/db/client";
import { recordOperation } from "../../audit/record-operation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { assertChannelsInSite } from "./channel-scope.ts";

/** Saves new order values for many channels at once: all of them or none (one transaction). */
export async function saveChannelPriorities(
  ctx: ServiceContext,
  input: { ids: number[]; prioritys: number[] },
): Promise<{ ok: true }> {
  await prisma.$transaction(async (tx) => {
    await assertChannelsInSite(tx, ctx, input.ids);
    await outdateSitePages(tx, currentSite(ctx));
    for (const [index, id] of input.ids.entries())
      await tx.channel.update({ where: { id }, data: { priority: input.prioritys[index]! }, select: { id: true } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "priority",
      resource: "channel",
      targetId: input.ids.join(","),
      detail: { prioritys: input.prioritys },
    });
  });
  return { ok: true };
}
