// Permission keys of the sites' members and member groups, written like the origin's paths.

export const MEMBER_KEYS = {
  /** The member list page: list, get, check_name, getField. */
  list: "/member/list",
  create: "/member/save",
  update: "/member/update",
  delete: "/member/delete",
  /** Approving members who wait for review. */
  check: "/member/check",
} as const;

export const MEMBER_GROUP_KEYS = {
  list: "/group/list",
  create: "/group/save",
  update: "/group/update",
  delete: "/group/delete",
  priority: "/group/priority",
} as const;

export const MEMBER_ACCOUNT_KEYS = {
  list: "/account/list",
  /** Correcting a binding (which member it belongs to) or recording one by hand. */
  update: "/account/update",
  delete: "/account/delete",
} as const;

/** The registration items (注册项): the fields members fill in when they register. */
export const REGISTER_ITEM_KEYS = {
  list: "/config/register_item_list",
  create: "/config/register_item_save",
  /** The edit page, and register_item_priority (relabel and reorder many at once). */
  update: "/config/register_item_update",
  delete: "/config/register_item_delete",
} as const;
