// Permission keys of the guestbook and its categories, written like the origin's paths.

export const GUESTBOOK_KEYS = {
  /** The guestbook page: list, get. */
  list: "/guestbook/list",
  create: "/guestbook/save",
  /** Corrections and the administrator's answer (update, reply). */
  update: "/guestbook/update",
  check: "/guestbook/check",
  recommend: "/guestbook/recommend",
  delete: "/guestbook/delete",
} as const;

export const GUESTBOOK_CTG_KEYS = {
  list: "/guestbook_ctg/list",
  create: "/guestbook_ctg/save",
  update: "/guestbook_ctg/update",
  delete: "/guestbook_ctg/delete",
} as const;
