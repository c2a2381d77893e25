// Permission keys of the friend links and their categories, written like the origin's paths.

export const FRIENDLINK_KEYS = {
  list: "/friendlink/list",
  create: "/friendlink/save",
  update: "/friendlink/update",
  delete: "/friendlink/delete",
  priority: "/friendlink/priority",
} as const;

export const FRIENDLINK_CTG_KEYS = {
  list: "/friendlink/ctg_list",
  create: "/friendlink/ctg_save",
  /** The edit page, and ctg_priority (rename and reorder many at once: the origin's only category update). */
  update: "/friendlink/ctg_update",
  delete: "/friendlink/ctg_delete",
} as const;
