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
