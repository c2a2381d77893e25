import { z } from "zod";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZId, ZIdList, zInt, zOptionalText, zText, ZTextFilter } from "../kit/primitives.ts";

/**
 * A comment's review status, the origin's codes: 0 待审核 (waiting), 1 已通过 (passed: shown on
 * the article's page), 2 已拒绝 (refused).
 */
export const COMMENT_STATUS = { waiting: 0, passed: 1, refused: 2 } as const;
const ZCommentStatus = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "validation.invalid" });
export type CommentStatus = z.infer<typeof ZCommentStatus>;
export const COMMENT_STATUS_LABELS: Record<CommentStatus, { zh: string; en: string }> = {
  0: { zh: "待审核", en: "Waiting" },
  1: { zh: "已通过", en: "Passed" },
  2: { zh: "已拒绝", en: "Refused" },
};

/** The longest comment text, in characters. */
export const COMMENT_TEXT_MAX = 2000;

/** The filters of the comment lists, with the origin's names (both APIs take them). */
const ZCommentFilters = z.object({
  queryContentId: ZId.optional(),
  queryChecked: ZCommentStatus.optional(),
  queryRecommend: z.boolean().optional(),
});

/** comment/list: per article, its newest comment not yet answered by an administrator (the origin's list). */
export const ZCommentListInput = ZCommentFilters.extend(ZPaging.shape);
/** comment.find (the admin page): every comment of the site, newest first, with a text search. */
export const ZCommentFindInput = ZCommentFilters.extend(ZPaging.shape).extend({ queryText: ZTextFilter.optional() });
/** comment/list_by_content: an article's comments (not the replies), newest first. */
export const ZCommentsByContentInput = ZCommentFilters.extend(ZPaging.shape).extend({
  queryContentId: ZId,
});

/** A comment in full (get, list_by_content, the admin page), with the origin's names ("replay" = reply). */
export const ZCommentDetail = z.object({
  id: z.number(),
  createTime: z.string(),
  replayTime: z.string(),
  ups: z.number(),
  downs: z.number(),
  recommend: z.boolean(),
  checked: z.number(),
  replyCount: z.number(),
  replayerUsername: z.string(),
  replayerId: z.number().nullable(),
  commenterId: z.number().nullable(),
  commenterUsername: z.string(),
  ip: z.string(),
  text: z.string(),
  reply: z.string(),
  score: z.number().nullable(),
  parentId: z.number().nullable(),
  contentId: z.number(),
  contentTitle: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  contentURL: z.string(),
});
export type CommentDetail = z.infer<typeof ZCommentDetail>;

/** A row of comment/list, with the origin's names (`commenteUsername` sic; `replyId` is the comment's id). */
const ZCommentSummary = z.object({
  id: z.number(),
  text: z.string(),
  checked: z.number(),
  commenteUsername: z.string(),
  createTime: z.string(),
  ip: z.string(),
  contentId: z.number(),
  contentTitle: z.string(),
  channelName: z.string(),
  contentURL: z.string(),
  replyId: z.number(),
  replyContent: z.string(),
  recommend: z.boolean(),
});

export const ZCommentListOutput = z.object({ items: z.array(ZCommentSummary), total: z.number() });
/** The one list's answer (common/list.ts); the legacy paths answer its items and total. */
export const ZCommentDetailListOutput = zListOutput(ZCommentDetail);

export const ZCommentGetInput = z.object({ id: ZId });

/** comment/update: the fields an administrator may correct; absent ones keep their value. */
export const ZCommentUpdateInput = z.object({
  id: ZId,
  checked: ZCommentStatus.optional(),
  recommend: z.boolean().optional(),
  ups: zInt(0).optional(),
  downs: zInt(0).optional(),
  score: zInt(0, 100).optional(),
  text: zText(COMMENT_TEXT_MAX).optional(),
  reply: zOptionalText(COMMENT_TEXT_MAX),
  ip: zText(64).optional(),
});
export const ZCommentIdOutput = z.object({ id: z.string() });

/** comment/check: sets the status of many comments (`isCheck` 0, 1 or 2). */
export const ZCommentCheckInput = z.object({ ids: ZIdList, isCheck: ZCommentStatus });
/** comment/cancelCheck: sends comments back to 待审核 (the page hides them again). */
export const ZCommentCancelCheckInput = z.object({ ids: ZIdList });
export const ZCommentDeleteInput = z.object({ ids: ZIdList });
export const ZCommentRecommendInput = z.object({ id: ZId, isRecommend: z.boolean({ error: "validation.required" }) });
/** comment/reply: the administrator's answer, shown under the comment. */
export const ZCommentReplyInput = z.object({ id: ZId, reply: zText(COMMENT_TEXT_MAX) });
export const ZCommentCountOutput = z.object({ count: z.number() });
export const ZCommentOkOutput = z.object({ ok: z.literal(true) });
