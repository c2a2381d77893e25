import { z } from "zod";
import { ZId, ZIdList, zInt, zString, zText } from "../kit/primitives.ts";

/**
 * `channel/delete`: refused while a channel has subchannels or content, unless `cascade`: then the
 * channels and their subtrees go, and their content moves to the recycle bin (status 3).
 */
export const ZDeleteChannelsInput = z.object({
  ids: ZIdList,
  cascade: z.boolean().default(false),
});
export const ZDeleteChannelsOutput = z.object({
  /** Channels removed, subchannels included. */
  deleted: z.number(),
  /** Content items moved to the recycle bin. */
  recycled: z.number(),
});

/**
 * `channel/copy`: each channel copied beside itself (same parent) with a free path, optionally with
 * its whole subtree; content is never copied. `solution`/`mobileSolution` are the origin's template
 * solution switches, taken and ignored (templates are copied as they are).
 */
export const ZCopyChannelsInput = z.object({
  ids: ZIdList,
  withChildren: z.boolean().default(false),
  solution: zString().max(100, "validation.tooLong").optional(),
  mobileSolution: zString().max(100, "validation.tooLong").optional(),
});
export const ZCopyChannelsOutput = z.object({ ids: z.array(z.number()) });

/** `channel/priority`: new order values for many channels at once (the origin's `prioritys`). */
export const ZChannelPriorityInput = z
  .object({
    ids: ZIdList,
    prioritys: z.array(zInt(0, 1_000_000)).min(1, "validation.required").max(1000, "validation.tooMany"),
  })
  .refine((input) => input.ids.length === input.prioritys.length, {
    message: "validation.channelPriorities",
    path: ["prioritys"],
  });

/** `channel/v_check_path`: whether `path` is free in the current site (`id`: the channel being edited). */
export const ZCheckChannelPathInput = z.object({
  id: ZId.optional(),
  path: zString().trim().max(200, "validation.tooLong"),
});
export const ZCheckChannelPathOutput = z.object({ pass: z.boolean() });

/** `channel/create_path`: a free path proposed from a (Chinese) name, by its pinyin. */
export const ZCreateChannelPathInput = z.object({ name: zText(100, "validation.channelNameRequired") });
export const ZCreateChannelPathOutput = z.object({ path: z.string() });
