import type { TFindDirectiveChoicesOutput } from "@suyuan/contracts/directive/directive-operations";
import { prisma } from "@suyuan/db/client";
import { channelSelectTree } from "../cms/channel/channel-queries.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * The choices of the wizard's pickers in one answer, readable with the wizard's own keys (the
 * channel and content-type pages have theirs): every channel of the site, and the enabled types.
 */
export async function findDirectiveChoices(ctx: ServiceContext): Promise<TFindDirectiveChoicesOutput> {
  const [channels, types] = await Promise.all([
    channelSelectTree(ctx, { hasContentOnly: false }),
    prisma.contentType.findMany({
      where: { disabled: false },
      orderBy: [{ priority: "asc" }, { id: "asc" }],
      select: { id: true, name: true },
    }),
  ]);
  return { channels, types };
}
