import { COMMENT_STATUS, COMMENT_TEXT_MAX } from "@suyuan/contracts/comment/comment-operations";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { formatDateTime } from "../export/export-formats.ts";
import { replaceSensitiveWords } from "./sensitive-words.ts";

/** The channel's commentControl values (the origin's): who may comment. */
export const COMMENT_CONTROL = { everyone: 0, membersOnce: 1, closed: 2, members: 3 } as const;

export type NewComment = {
  siteId: number;
  contentId: number;
  /** The comment this one answers (a passed comment of the same article). */
  parentId?: number | null;
  text: string;
  ip: string;
  /** The signed-in member (needCheck: the member's group has its comments reviewed); absent for a guest. */
  member?: { id?: number; name: string; needCheck?: boolean } | null;
};

/**
 * A visitor's comment on a published article. The channel decides who may comment
 * (commentControl) and whether the comment waits for review (commentCheck: 待审核 until an
 * administrator passes it, else 已通过 at once; a member's group may ask for review too). Sensitive words are replaced before it is stored;
 * the text is stored as typed and escaped wherever it is shown.
 */
export async function postComment(input: NewComment) {
  const text = input.text.trim().slice(0, COMMENT_TEXT_MAX);
  if (!text) throw new AppError("BAD_REQUEST", { messageKey: "comment.textRequired" });
  const content = await prisma.content.findFirst({
    where: { id: input.contentId, siteId: input.siteId, status: CONTENT_STATUS.passed },
    select: { id: true, channel: { select: { commentControl: true, commentCheck: true } } },
  });
  if (!content) throw new AppError("NOT_FOUND", { messageKey: "comment.articleMissing" });
  const { commentControl, commentCheck } = content.channel;
  if (commentControl === COMMENT_CONTROL.closed) throw new AppError("RULE_VIOLATION", { messageKey: "comment.closed" });
  if (commentControl !== COMMENT_CONTROL.everyone && !input.member)
    throw new AppError("RULE_VIOLATION", { messageKey: "comment.loginRequired" });
  const reviewed = commentCheck || input.member?.needCheck === true;
  const checked = reviewed ? COMMENT_STATUS.waiting : COMMENT_STATUS.passed;
  const stored = await replaceSensitiveWords(text);
  return prisma.$transaction(async (tx) => {
    if (input.parentId) {
      const parent = await tx.cmsComment.findFirst({
        where: { id: input.parentId, contentId: content.id, checked: COMMENT_STATUS.passed },
        select: { id: true },
      });
      if (!parent) throw new AppError("NOT_FOUND", { messageKey: "comment.parentMissing" });
      if (checked === COMMENT_STATUS.passed)
        await tx.cmsComment.update({ where: { id: parent.id }, data: { replyCount: { increment: 1 } } });
    }
    const row = await tx.cmsComment.create({
      data: {
        siteId: input.siteId,
        contentId: content.id,
        parentId: input.parentId ?? null,
        commenterName: input.member?.name ?? null,
        memberId: input.member?.id ?? null,
        text: stored,
        ip: input.ip.slice(0, 64),
        checked,
      },
      select: { id: true, checked: true },
    });
    return row;
  });
}

export type PublicComment = {
  id: number;
  name: string;
  text: string;
  time: string;
  reply: string;
  replies: { id: number; name: string; text: string; time: string }[];
};

/** An article's passed comments, newest first, with their passed replies and the administrator's answers. */
export async function passedComments(contentId: number, take = 50): Promise<PublicComment[]> {
  const rows = await prisma.cmsComment.findMany({
    where: { contentId, parentId: null, checked: COMMENT_STATUS.passed },
    orderBy: { id: "desc" },
    take,
    select: {
      id: true,
      commenterName: true,
      text: true,
      createdAt: true,
      reply: true,
      replies: {
        where: { checked: COMMENT_STATUS.passed },
        orderBy: { id: "asc" },
        take: 20,
        select: { id: true, commenterName: true, text: true, createdAt: true },
      },
    },
  });
  const name = (value: string | null) => value ?? "匿名";
  return rows.map((row) => ({
    id: row.id,
    name: name(row.commenterName),
    text: row.text,
    time: formatDateTime(row.createdAt),
    reply: row.reply ?? "",
    replies: row.replies.map((reply) => ({
      id: reply.id,
      name: name(reply.commenterName),
      text: reply.text,
      time: formatDateTime(reply.createdAt),
    })),
  }));
}
