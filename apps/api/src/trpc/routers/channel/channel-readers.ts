import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";

/**
 * Who may read the channel tree: the channel pages, and the content pages, whose forms and lists
 * pick a channel (the origin's content form calls channel/select and channel/get), and the static
 * page and search index pages.
 */
export const CHANNEL_READERS: [PermissionKey, ...PermissionKey[]] = [
  "/channel/list",
  "/channel/save",
  "/channel/update",
  "/content/list",
  "/content/save",
  "/content/update",
  // The static page and search index pages pick a channel to generate or index.
  "/static/list",
  "/lucene/list",
];
