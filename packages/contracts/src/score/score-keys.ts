// Permission keys of the rating sets (score groups and their items), written like the origin's paths.

export const SCORE_GROUP_KEYS = {
  list: "/scoregroup/list",
  create: "/scoregroup/save",
  update: "/scoregroup/update",
  delete: "/scoregroup/delete",
} as const;

export const SCORE_ITEM_KEYS = {
  list: "/scoreitem/list",
  create: "/scoreitem/save",
  update: "/scoreitem/update",
  delete: "/scoreitem/delete",
} as const;
