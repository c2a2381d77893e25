// Permission keys of the staff departments, written like the origin's paths.

export const DEPARTMENT_KEYS = {
  /** The department page: list, tree, get, check_name, member_list. */
  list: "/department/list",
  create: "/department/save",
  update: "/department/update",
  delete: "/department/delete",
  priority: "/department/priority",
} as const;
