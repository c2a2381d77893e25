import type {
  ZPrioritizeFriendlinkCtgsInput,
  ZPrioritizeFriendlinksInput,
} from "@suyuan/contracts/friendlink/friendlink-operations";
import type { z } from "zod";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { reorderRows } from "../list/reorder-rows.ts";

/** friendlink/priority: a new order for many links of the current site, all or nothing. */
export function prioritizeFriendlinks(ctx: ServiceContext, input: z.output<typeof ZPrioritizeFriendlinksInput>) {
  return reorderRows(ctx, {
    model: "cmsFriendlink",
    resource: "friendlink",
    scope: { siteId: currentSite(ctx) },
    ids: input.ids,
    dataOf: (index) => ({ priority: input.priorities[index]! }),
    detail: { ids: input.ids, priorities: input.priorities },
  });
}

/** friendlink/ctg_priority: renames and reorders many categories of the current site, all or nothing. */
export function prioritizeFriendlinkCtgs(ctx: ServiceContext, input: z.output<typeof ZPrioritizeFriendlinkCtgsInput>) {
  return reorderRows(ctx, {
    model: "cmsFriendlinkCtg",
    resource: "friendlinkCtg",
    scope: { siteId: currentSite(ctx) },
    ids: input.ids,
    dataOf: (index) => ({ priority: input.priorities[index]!, name: input.names[index]! }),
    detail: { ids: input.ids, priorities: input.priorities, names: input.names },
  });
}
