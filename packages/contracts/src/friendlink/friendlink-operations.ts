import { z } from "zod";
import { ZIds } from "../common/list.ts";
import { zInt, zText } from "../kit/primitives.ts";

const ZPriorities = z.array(zInt(0, 99_999)).min(1).max(1000);

/** friendlink/priority: a new order for many links at once (`ids`, `priorities` pairwise). */
export const ZPrioritizeFriendlinksInput = z
  .object({ ids: ZIds, priorities: ZPriorities })
  .refine((input) => input.ids.length === input.priorities.length, {
    message: "validation.invalid",
    path: ["priorities"],
  });

/**
 * friendlink/ctg_priority: renames and reorders many categories at once (`ids`, `priorities`,
 * `names` pairwise, comma-joined on the legacy form so a name there cannot hold a comma).
 */
export const ZPrioritizeFriendlinkCtgsInput = z
  .object({ ids: ZIds, priorities: ZPriorities, names: z.array(zText(50)).min(1).max(1000) })
  .refine((input) => input.ids.length === input.priorities.length && input.ids.length === input.names.length, {
    message: "validation.invalid",
    path: ["names"],
  });
export const ZFriendlinkCountOutput = z.object({ count: z.number() });
