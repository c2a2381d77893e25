// Permission keys of the comments, written like the origin's paths (comment/*). The route registry
// lists them as the page and operations of 互动管理; the administrator roles hold them.

export const COMMENT_KEYS = {
  /** The comment list page: list, list_by_content, get. */
  list: "/comment/list",
  /** Pass, refuse, or send back to review (check, cancelCheck). */
  check: "/comment/check",
  /** The administrator's answer and corrections (reply, update). */
  reply: "/comment/reply",
  recommend: "/comment/recommend",
  delete: "/comment/delete",
} as const;
