import type { PublicChannel } from "../../public-site/public-site-data.ts";
import { blockTag } from "./block-tag.ts";
import { boolArg, choiceArg, idArg } from "./tag-args.ts";
import type { TagEnv } from "./tag-env.ts";

// Channel tags (the origin's channel picker):
//   cms_channel_list  tag_list; listType childs (children of channelId, or the top level when
//                     none is given), top (the top level), brothers (channelId's siblings);
//                     hasContent: true keeps channels that list content
//   cms_channel       tag_bean; singleType channel, top (its top-level ancestor), parent;
//                     navigation gives tag_list, the channels from the top down (breadcrumbs)
// channelId defaults to the page's channel. Hidden (not in the navigation) and members-only
// channels are never listed.

function channelOf(env: TagEnv, channel: PublicChannel) {
  return {
    id: channel.id,
    name: channel.name,
    path: channel.path,
    url: env.urls.channel(channel),
    title: channel.title ?? channel.name,
    title_img: channel.titleImg,
    description: channel.description ?? "",
    current: channel.id === env.channelId,
  };
}

const listed = (channel: PublicChannel) => channel.display && !channel.restricted;

export const channelListTag = blockTag("cms_channel_list", (args, env) => {
  const tag = "cms_channel_list";
  const listType = choiceArg(tag, args, "listType", ["childs", "top", "brothers"] as const) ?? "childs";
  const hasContent = boolArg(tag, args, "hasContent");
  const channelId = idArg(tag, args, "channelId") ?? env.channelId;
  const channel = channelId === null ? undefined : env.tree.byId.get(channelId);
  let channels: PublicChannel[];
  if (listType === "top" || (listType === "childs" && !channel)) channels = env.tree.nav;
  else if (listType === "childs") channels = env.tree.childrenOf(channel!.id);
  else if (!channel) channels = [];
  else channels = channel.parentId === null ? env.tree.nav : env.tree.childrenOf(channel.parentId);
  const shown = channels.filter((row) => listed(row) && (hasContent === undefined || row.hasContent === hasContent));
  return Promise.resolve({ tag_list: shown.map((row) => channelOf(env, row)) });
});

export const channelTag = blockTag("cms_channel", (args, env) => {
  const tag = "cms_channel";
  const singleType = choiceArg(tag, args, "singleType", ["channel", "top", "parent", "navigation"] as const);
  const channelId = idArg(tag, args, "channelId") ?? env.channelId;
  const channel = channelId === null ? undefined : env.tree.byId.get(channelId);
  if (!channel || channel.restricted) return Promise.resolve({ tag_bean: null, tag_list: [] });
  const ancestry = env.tree.ancestry(channel.id);
  const chosen =
    singleType === "top"
      ? ancestry[0]
      : singleType === "parent"
        ? ancestry[ancestry.length - 2]
        : singleType === "navigation"
          ? undefined
          : channel;
  return Promise.resolve({
    tag_bean: chosen ? channelOf(env, chosen) : null,
    tag_list: singleType === "navigation" ? ancestry.map((row) => channelOf(env, row)) : [],
  });
});
