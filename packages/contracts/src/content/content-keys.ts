import type { PermissionKey } from "../permissions/permission-keys.ts";

// Permission keys of content and its workflow, written like the origin's paths (a role's perms
// are paths). The route registry lists them as the operations of the content pages, and the
// seeded roles grant them: 编辑 writes and submits, 审核员 checks and rejects.

export const CONTENT_KEYS = {
  /** The content list page: list, page, tree, get, view, history, status counts. */
  list: "/content/list",
  view: "/content/view",
  save: "/content/save",
  update: "/content/update",
  /** To the recycle bin. */
  delete: "/content/delete",
  submit: "/content/submit",
  check: "/content/check",
  reject: "/content/reject",
  pigeonhole: "/content/pigeonhole",
  unpigeonhole: "/content/unpigeonhole",
  recommend: "/content/recommend",
  priority: "/content/priority",
  move: "/content/move",
  copy: "/content/copy",
  refer: "/content/refer",
  push: "/content/push",
  /** Offers from other sites: share_list, share_tree, share_check, share_delete. */
  share: "/content/share_list",
  shareCheck: "/content/share_check",
  shareDelete: "/content/share_delete",
  /** The recycle bin page: restore (cycle_recycle) and delete for ever (cycle_delete). */
  recycleBin: "/content/cycle_list",
  restore: "/content/cycle_recycle",
  purge: "/content/cycle_delete",
  reuse: "/content/reuse_list",
  /** The review queue (work bench and its page). */
  reviewQueue: "/content/review_queue",
} as const satisfies Record<string, PermissionKey>;

export const WORKFLOW_KEYS = {
  list: "/workflow/list",
  create: "/workflow/save",
  update: "/workflow/update",
  delete: "/workflow/delete",
  priority: "/workflow/priority",
} as const satisfies Record<string, PermissionKey>;
