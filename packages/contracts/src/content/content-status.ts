// The content workflow as ONE table: every status (with the origin's numeric code, which the
// legacy API answers and stores) and every action with the statuses it may start from and the
// statuses it may lead to. Services check a transition here and update with
// `WHERE status = <the status just read>`, so two concurrent actions cannot both apply.

/** The origin's status codes (JeeCMS v9): stored as they are, answered as they are. */
export const CONTENT_STATUS = {
  returned: -1,
  draft: 0,
  checking: 1,
  passed: 2,
  recycled: 3,
  contributed: 4,
  archived: 5,
} as const;

type ContentStatusName = keyof typeof CONTENT_STATUS;
export type ContentStatus = (typeof CONTENT_STATUS)[ContentStatusName];

export const CONTENT_STATUSES = Object.values(CONTENT_STATUS) as ContentStatus[];

export function isContentStatus(value: unknown): value is ContentStatus {
  return typeof value === "number" && (CONTENT_STATUSES as number[]).includes(value);
}

/** Labels of spec section 4, by code. */
export const CONTENT_STATUS_LABELS: Record<ContentStatus, { zh: string; en: string }> = {
  [-1]: { zh: "退回", en: "Returned" },
  0: { zh: "草稿", en: "Draft" },
  1: { zh: "审核中", en: "In review" },
  2: { zh: "审核通过", en: "Passed" },
  3: { zh: "回收站", en: "Recycle bin" },
  4: { zh: "投稿", en: "Contributed" },
  5: { zh: "归档", en: "Archived" },
};

export const CONTENT_ACTIONS = [
  "submit",
  "check",
  "reject",
  "pigeonhole",
  "unpigeonhole",
  "recommend",
  "priority",
  "move",
  "copy",
  "refer",
  "push",
  "delete",
  "cycle_recycle",
  "cycle_delete",
] as const;

export type ContentAction = (typeof CONTENT_ACTIONS)[number];

const { returned, draft, checking, passed, recycled, contributed, archived } = CONTENT_STATUS;

/** Every status but the recycle bin: what may still be worked on. */
const LIVE: readonly ContentStatus[] = [returned, draft, checking, passed, contributed, archived];

export type ContentTransition = {
  from: readonly ContentStatus[];
  /**
   * Where the item goes: one status, "same" (an attribute changes, not the status), "gone"
   * (deleted for ever), or several when the workflow decides (check: the next step stays in
   * review, the final one passes; reject: one step back stays in review, else returned).
   */
  to: readonly ContentStatus[] | "same" | "gone";
  /** The message of a refusal (content.* keys), naming the statuses it is allowed from. */
  refusal: string;
};

export const CONTENT_TRANSITIONS: Record<ContentAction, ContentTransition> = {
  submit: { from: [draft, returned], to: [checking], refusal: "content.refuse.submit" },
  check: { from: [checking, contributed], to: [checking, passed], refusal: "content.refuse.check" },
  // The origin's own rule (its toast "只有审核通过、审核中、投稿状态的内容才能退回").
  reject: { from: [checking, passed, contributed], to: [checking, returned], refusal: "content.refuse.reject" },
  pigeonhole: { from: [passed], to: [archived], refusal: "content.refuse.pigeonhole" },
  unpigeonhole: { from: [archived], to: [passed], refusal: "content.refuse.unpigeonhole" },
  recommend: { from: LIVE, to: "same", refusal: "content.refuse.recycled" },
  priority: { from: LIVE, to: "same", refusal: "content.refuse.recycled" },
  move: { from: LIVE, to: "same", refusal: "content.refuse.recycled" },
  // A copy is a new draft (it is reviewed on its own); the original does not change.
  copy: { from: LIVE, to: "same", refusal: "content.refuse.recycled" },
  refer: { from: LIVE, to: "same", refusal: "content.refuse.recycled" },
  // Only published content is offered to another site.
  push: { from: [passed], to: "same", refusal: "content.refuse.push" },
  delete: { from: LIVE, to: [recycled], refusal: "content.refuse.delete" },
  // Restored content starts again as a draft: it is reviewed before it shows again.
  cycle_recycle: { from: [recycled], to: [draft], refusal: "content.refuse.restore" },
  cycle_delete: { from: [recycled], to: "gone", refusal: "content.refuse.purge" },
};

/** Whether `action` may be applied to content in `status`. */
export function canApply(action: ContentAction, status: number): boolean {
  return (CONTENT_TRANSITIONS[action].from as readonly number[]).includes(status);
}

/** The statuses `action` may lead to from `status` ([] when refused; the same status for "same"). */
export function targetsOf(action: ContentAction, status: ContentStatus): ContentStatus[] {
  if (!canApply(action, status)) return [];
  const { to } = CONTENT_TRANSITIONS[action];
  if (to === "same") return [status];
  if (to === "gone") return [];
  return [...to];
}
