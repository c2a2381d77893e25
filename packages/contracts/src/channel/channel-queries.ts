import { z } from "zod";
import { ZStoredDateTime, ZId, zInt, zString } from "../kit/primitives.ts";
import { ZParentId } from "./channel-fields.ts";

const ZRef = z.object({ id: z.number(), name: z.string() });

/** One channel as lists and trees show it; `childCount`/`hasChild` let a tree load children on demand. */
const ZChannelNode = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  path: z.string(),
  priority: z.number(),
  hasContent: z.boolean(),
  display: z.boolean(),
  link: z.string().nullable(),
  childCount: z.number(),
  hasChild: z.boolean(),
  /** Content rows in the channel (any status but the recycle bin). */
  contentCount: z.number(),
  /** The same in the channel and every channel below it. */
  totalContentCount: z.number(),
});
export type TChannelNode = z.infer<typeof ZChannelNode>;

/** `channel/list`: the children of `parentId` (absent or 0: the top channels), in order. */
export const ZListChannelsInput = z
  .object({
    parentId: ZParentId,
    // The origin's flag for more fields per row; every row here carries the same fields.
    all: z.boolean().optional(),
  })
  .default({ parentId: null });
export const ZChannelNodeList = z.array(ZChannelNode);

/**
 * `channel/tree`: the children of one node, for a tree that loads on demand. The origin's tree
 * posts `parentId`; the shared tree widget posts `root` (spec section 7): either is taken.
 */
export const ZChannelTreeInput = z
  .object({
    parentId: ZParentId,
    root: ZParentId,
  })
  .default({ parentId: null, root: null });

/** `channel/get`: by id (0: a blank channel, as the origin's content form asks) or by path. */
export const ZGetChannelInput = z.object({
  id: zInt(0).optional(),
  path: zString().trim().max(50, "validation.tooLong").optional(),
  // The origin's list pages send this; the text is not part of the answer either way.
  showTxt: z.boolean().optional(),
});

export const ZChannelItem = z.object({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  path: z.string(),
  modelId: z.number().nullable(),
  modelIds: z.array(z.number()),
  title: z.string().nullable(),
  keywords: z.string().nullable(),
  description: z.string().nullable(),
  tplChannel: z.string().nullable(),
  tplContent: z.string().nullable(),
  tplMobileChannel: z.string().nullable(),
  priority: z.number(),
  hasContent: z.boolean(),
  display: z.boolean(),
  link: z.string().nullable(),
  titleImg: z.string().nullable(),
  contentImg: z.string().nullable(),
  workflowId: z.number().nullable(),
  finalStep: z.number().nullable(),
  staticChannel: z.boolean(),
  staticContent: z.boolean(),
  /** The score group its articles are rated with; null: the site's default. */
  scoreGroupId: z.number().nullable(),
  viewGroupIds: z.array(z.number()),
  contriGroupIds: z.array(z.number()),
  childCount: z.number(),
  /** The ids from the top channel down to this one (the origin's cascader value). */
  nodeIds: z.array(z.number()),
  /** The content form shows the title image and content image inputs when these are set. */
  hasTitleImg: z.boolean(),
  hasContentImg: z.boolean(),
  /** Content models allowed here (all enabled content models when none are chosen), and all of them. */
  selfModels: z.array(ZRef),
  models: z.array(ZRef),
  createdAt: ZStoredDateTime.nullable(),
  updatedAt: ZStoredDateTime.nullable(),
});
export type TChannelItem = z.infer<typeof ZChannelItem>;

/** A node of `channel/select` and `channel/all`: a leaf carries no `child` array at all (the origin's cascader treats any array as a branch). */
export type TChannelSelectNode = { id: number; name: string; hasChild: boolean; child?: TChannelSelectNode[] };
const ZChannelSelectNode: z.ZodType<TChannelSelectNode> = z.object({
  id: z.number(),
  name: z.string(),
  hasChild: z.boolean(),
  get child() {
    return z.array(ZChannelSelectNode).optional();
  },
});
export const ZChannelSelectTree = z.array(ZChannelSelectNode);

export const ZSelectChannelsInput = z
  .object({
    /** Only channels that hold content (and the parents leading to them); the origin's default is true. */
    hasContentOnly: z.boolean().default(true),
    /** Leave this channel (and so its subtree) out: a parent picker must not offer the channel itself. */
    excludeId: ZId.optional(),
  })
  .default({ hasContentOnly: true });

export const ZAllChannelsInput = z.object({ hasContentOnly: z.boolean().default(false) }).default({
  hasContentOnly: false,
});

/** `group/list`: the member groups (view and contribute permissions), `{ id, name }` in order. */
export const ZMemberGroupOptions = z.array(ZRef);
