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
