// Permission keys of channels and the small content resources (types, dictionary, origins, tags),
// written like the origin's paths; the route registry lists the pages and their operations.

export const CHANNEL_KEYS = {
  /** The channel tree page: every read (list, tree, get, select, all, path checks). */
  list: "/channel/list",
  save: "/channel/save",
  update: "/channel/update",
  delete: "/channel/delete",
  copy: "/channel/copy",
  priority: "/channel/priority",
} as const;

export const CMS_ASSIST_KEYS = {
  typeList: "/type/list",
  typeSave: "/type/save",
  typeUpdate: "/type/update",
  typeDelete: "/type/delete",
  dictionaryList: "/dictionary/list",
  dictionarySave: "/dictionary/save",
  dictionaryUpdate: "/dictionary/update",
  dictionaryDelete: "/dictionary/delete",
  originList: "/origin/list",
  originSave: "/origin/save",
  originUpdate: "/origin/update",
  originDelete: "/origin/delete",
  tagList: "/tag/list",
  tagSave: "/tag/save",
  tagUpdate: "/tag/update",
  tagDelete: "/tag/delete",
} as const;
