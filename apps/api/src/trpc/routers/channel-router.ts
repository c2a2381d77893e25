import { router } from "../init.ts";
import { allChannelsProcedure } from "./channel/all-channels.ts";
import { channelTreeProcedure } from "./channel/channel-tree.ts";
import { checkChannelPathProcedure } from "./channel/check-channel-path.ts";
import { copyChannelsProcedure } from "./channel/copy-channels.ts";
import { createChannelPathProcedure } from "./channel/create-channel-path.ts";
import { createChannelProcedure } from "./channel/create-channel.ts";
import { deleteChannelsProcedure } from "./channel/delete-channels.ts";
import { findChannelsProcedure } from "./channel/find-channels.ts";
import { findMemberGroupsProcedure } from "./channel/find-member-groups.ts";
import { getChannelProcedure } from "./channel/get-channel.ts";
import { saveChannelPrioritiesProcedure } from "./channel/save-channel-priorities.ts";
import { selectChannelsProcedure } from "./channel/select-channels.ts";
import { updateChannelProcedure } from "./channel/update-channel.ts";

/** Channels: a tree per site (hand-written: tree shapes, copies, bulk order, cascade into the bin). */
export const channelRouter = router({
  find: findChannelsProcedure,
  tree: channelTreeProcedure,
  get: getChannelProcedure,
  select: selectChannelsProcedure,
  all: allChannelsProcedure,
  create: createChannelProcedure,
  update: updateChannelProcedure,
  delete: deleteChannelsProcedure,
  copy: copyChannelsProcedure,
  priority: saveChannelPrioritiesProcedure,
  checkPath: checkChannelPathProcedure,
  proposePath: createChannelPathProcedure,
  memberGroups: findMemberGroupsProcedure,
});
