import type { messagesCmsFilesZh } from "./messages-cms-files-zh.ts";

/** English texts of messages-cms-files-zh.ts. */
export const messagesCmsFilesEn: Record<keyof typeof messagesCmsFilesZh, string> = {
  "cmsFile.remoteUrlInvalid": "Invalid remote image address: only http or https addresses can be fetched",
  "cmsFile.remoteHostRefused": "Images on internal or local addresses cannot be fetched",
  "cmsFile.remoteFetchFailed": "The remote image could not be fetched",
  "cmsFile.remoteTooLarge": "The remote image is too large (at most 5 MB)",
  "cmsFile.remoteTooMany": "At most 20 remote images at a time",
  "cmsFile.scrawlInvalid": "The drawing is not valid",
  "cmsFile.stillReferenced": "The file is still used by content, a channel or a topic and cannot be deleted",
  "cmsFile.noFreeFiles": "There are no unused files to clean up",
  "topic.channelUnknown": "The chosen channel does not exist",
};
