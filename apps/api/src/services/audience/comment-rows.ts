import type { CommentDetail } from "@suyuan/contracts/comment/comment-operations";
import type { Prisma } from "@suyuan/db/client";
import { formatDateTime } from "../export/export-formats.ts";

/** What a comment row is read with, to answer it with the origin's names. */
export const COMMENT_INCLUDE = {
  content: { select: { id: true, title: true, channel: { select: { id: true, name: true, path: true } } } },
  replyUser: { select: { id: true, username: true } },
} satisfies Prisma.CmsCommentInclude;

export type CommentRow = Prisma.CmsCommentGetPayload<{ include: typeof COMMENT_INCLUDE }>;

const time = (value: Date | null) => (value ? formatDateTime(value) : "");

/** The article's address on its site (the origin's contentURL). */
export function contentUrl(row: Pick<CommentRow, "content">): string {
  return `/${row.content.channel.path}/${row.content.id}.html`;
}

/** A comment in full, as get, list_by_content and the admin page answer it. */
export function commentDetail(row: CommentRow): CommentDetail {
  return {
    id: row.id,
    createTime: time(row.createdAt),
    replayTime: time(row.replyTime),
    ups: row.ups,
    downs: row.downs,
    recommend: row.recommend,
    checked: row.checked,
    replyCount: row.replyCount,
    replayerUsername: row.replyUser?.username ?? "",
    replayerId: row.replyUser?.id ?? null,
    // A guest's comment (or one whose member was deleted) has no member id; the name shown stays.
    commenterId: row.memberId,
    commenterUsername: row.commenterName ?? "",
    ip: row.ip,
    text: row.text,
    reply: row.reply ?? "",
    score: row.score,
    parentId: row.parentId,
    contentId: row.content.id,
    contentTitle: row.content.title,
    channelId: row.content.channel.id,
    channelName: row.content.channel.name,
    contentURL: contentUrl(row),
  };
}

/** A row of comment/list (the origin's summary; `commenteUsername` sic, `replyId` is the comment's id). */
export function commentSummary(row: CommentRow) {
  return {
    id: row.id,
    text: row.text,
    checked: row.checked,
    commenteUsername: row.commenterName ?? "",
    createTime: time(row.createdAt),
    ip: row.ip,
    contentId: row.content.id,
    contentTitle: row.content.title,
    channelName: row.content.channel.name,
    contentURL: contentUrl(row),
    replyId: row.id,
    replyContent: row.reply ?? "",
    recommend: row.recommend,
  };
}
