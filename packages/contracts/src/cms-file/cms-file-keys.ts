// Permission keys of the attachment list and topics, written like the origin's paths. The route
// registry lists them as the pages and operations of 内容管理; the administrator roles hold them.

export const CMS_FILE_KEYS = {
  /** The attachment list page (file/list). */
  list: "/file/list",
  delete: "/file/delete",
  /** Rebuild which records use which files (file/flag). */
  flag: "/file/flag",
  /** Delete every unused file of the site (file/freefiles_delete). */
  clean: "/file/freefiles_delete",
} as const;

export const TOPIC_KEYS = {
  list: "/topic/list",
  create: "/topic/save",
  update: "/topic/update",
  delete: "/topic/delete",
  priority: "/topic/priority",
} as const;
