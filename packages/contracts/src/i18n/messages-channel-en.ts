import type { messagesChannelZh } from "./messages-channel-zh.ts";

export const messagesChannelEn: Record<keyof typeof messagesChannelZh, string> = {
  "validation.channelNameRequired": "Fill in the channel name",
  "validation.channelPathRequired": "Fill in the channel path",
  "validation.channelPath":
    "A channel path has letters, digits, - and _ only, starts with a letter or digit, is at most 50 characters and is no reserved word",
  "validation.channelPriorities": "Give one order value for each channel",
  "error.channelPathTaken": "This site already has a channel with this path",
  "error.channelParentMissing": "The parent channel does not exist or belongs to another site",
  "error.channelParentCycle": "A channel cannot move under itself or one of its subchannels",
  "error.channelModelInvalid": "The chosen model does not exist or is of the wrong kind",
  "error.channelWorkflowInvalid": "The chosen workflow does not exist or belongs to another site",
  "error.channelHasChildren": "The channel has subchannels; delete them with it to go on",
  "error.channelHasContent": "The channel has content; move its content to the recycle bin to go on",
  "error.channelPathUnproposable": "No path can be made from this name: fill it in by hand",
  "validation.tagNameRequired": "Fill in the tag name",
  "error.tagNameTaken": "This site already has a tag of this name",
  "validation.dictionaryTypeRequired": "Fill in the dictionary type",
  "validation.dictionaryValueRequired": "Fill in the value",
  "error.dictionaryValueTaken": "This type already has this value",
  "validation.contentTypeNameRequired": "Fill in the type name",
  "error.contentTypeInUse": "Content uses this type: it cannot be deleted",
  "validation.originNameRequired": "Fill in the origin name",
};
