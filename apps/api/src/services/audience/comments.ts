import {
  type CommentDetail,
  COMMENT_STATUS,
  type CommentStatus,
  type ZCommentFindInput,
  type ZCommentListInput,
  type ZCommentUpdateInput,
} from "@suyuan/contracts/comment/comment-operations";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import type { z } from "zod";
import { chinaDateTimeSql, column, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { listPage, listRow } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { COMMENT_INCLUDE, commentSummary } from "./comment-rows.ts";

type Filters = { queryContentId?: number; queryChecked?: CommentStatus; queryRecommend?: boolean };
type Paging = { page: number; pageSize: number };

function filterWhere(siteId: number, input: Filters): Prisma.CmsCommentWhereInput {
  return {
    siteId,
    ...(input.queryContentId !== undefined ? { contentId: input.queryContentId } : {}),
    ...(input.queryChecked !== undefined ? { checked: input.queryChecked } : {}),
    ...(input.queryRecommend !== undefined ? { recommend: input.queryRecommend } : {}),
  };
}

const ofContent = (expression: string) =>
  `(SELECT ${expression} FROM cms_content c JOIN cms_channel ch ON ch.id = c.channel_id WHERE c.id = t.content_id)`;

// A comment in full with the origin's names ("replay" = reply), as get, list_by_content and the
// admin page answer it, on the one list statement (kit/sql-list-json.ts): capped count, clamped
// page and items in one statement.
const COMMENTS = listStatementOf("cmsComment", {
  id: column("id"),
  createTime: sql(() => chinaDateTimeSql("t.created_at")),
  replayTime: sql(() => chinaDateTimeSql("t.reply_time")),
  ups: column("ups"),
  downs: column("downs"),
  recommend: column("recommend"),
  checked: column("checked"),
  replyCount: column("replyCount"),
  replayerUsername: sql(() => `COALESCE((SELECT u.username FROM app_user u WHERE u.id = t.reply_user_id), '')`),
  replayerId: column("replyUserId"),
  commenterId: column("memberId"),
  commenterUsername: sql(() => `COALESCE(t.commenter_name, '')`),
  ip: column("ip"),
  text: column("text"),
  reply: sql(() => `COALESCE(t.reply, '')`),
  score: column("score"),
  parentId: column("parentId"),
  contentId: column("contentId"),
  contentTitle: sql(() => ofContent("c.title")),
  channelId: sql(() => ofContent("ch.id")),
  channelName: sql(() => ofContent("ch.name")),
  contentURL: sql(() => ofContent(`'/' || ch.path || '/' || c.id || '.html'`)),
});

/** A page of `where`'s comments, newest first. */
function pageOf(where: Prisma.CmsCommentWhereInput, paging: Paging) {
  return listPage<CommentDetail>(COMMENTS, { where, sortBy: "id", direction: "desc", ...paging });
}

/** The admin page: every comment of the current site, newest first, by status, article, flag or text. */
export function findComments(ctx: ServiceContext, input: z.output<typeof ZCommentFindInput>) {
  const where = filterWhere(currentSite(ctx), input);
  if (input.queryText) where.text = containsText(input.queryText);
  return pageOf(where, input);
}

/** comment/list_by_content: an article's comments (replies are read under them), newest first. */
export function commentsByContent(ctx: ServiceContext, input: Filters & Paging & { queryContentId: number }) {
  return pageOf({ ...filterWhere(currentSite(ctx), input), parentId: null }, input);
}

// Not on the list statement (kit/sql-list-json.ts): its where is a Prisma-style filter of the
// listed rows, and this list's rows are chosen by a DISTINCT ON over the article's comments.
/**
 * comment/list, as the origin lists: one row per article, its newest comment no administrator
 * has answered yet (the articles waiting for an answer), newest first.
 */
export async function listCommentsByArticle(ctx: ServiceContext, input: z.output<typeof ZCommentListInput>) {
  const siteId = currentSite(ctx);
  const conditions = [Prisma.sql`site_id = ${siteId}`, Prisma.sql`reply_time IS NULL`];
  if (input.queryContentId !== undefined) conditions.push(Prisma.sql`content_id = ${input.queryContentId}`);
  if (input.queryChecked !== undefined) conditions.push(Prisma.sql`checked = ${input.queryChecked}`);
  if (input.queryRecommend !== undefined) conditions.push(Prisma.sql`recommend = ${input.queryRecommend}`);
  const newest = Prisma.sql`SELECT DISTINCT ON (content_id) id, created_at FROM cms_comment
    WHERE ${Prisma.join(conditions, " AND ")} ORDER BY content_id, created_at DESC, id DESC`;
  const [ids, counted] = await Promise.all([
    prisma.$queryRaw<{ id: number }[]>`SELECT id FROM (${newest}) AS newest
      ORDER BY created_at DESC, id DESC LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
    prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (${newest}) AS newest`,
  ]);
  const rows = await prisma.cmsComment.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    include: COMMENT_INCLUDE,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items = ids.flatMap((row) => (byId.has(row.id) ? [commentSummary(byId.get(row.id)!)] : []));
  return { items, total: counted[0]?.total ?? 0 };
}

/** One comment of the current site. */
export async function getComment(ctx: ServiceContext, id: number) {
  const row = await listRow<CommentDetail>(COMMENTS, id, { siteId: currentSite(ctx) });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/**
 * The comments `ids` of the current site, locked for the change; any unknown id refuses the call
 * (`missing`: the origin's code for the path: 202 for a batch, 101 for an update, else 206).
 */
async function lockComments(
  tx: TransactionClient,
  siteId: number,
  ids: readonly number[],
  missing: "NOT_FOUND" | "NOT_FOUND_IN_LIST" | "NOT_FOUND_TO_UPDATE",
) {
  const unique = [...new Set(ids)];
  const rows = await tx.$queryRaw<{ id: number; parent_id: number | null; checked: number }[]>`
    SELECT id, parent_id, checked FROM cms_comment
    WHERE id IN (${Prisma.join(unique)}) AND site_id = ${siteId} ORDER BY id FOR UPDATE`;
  if (rows.length !== unique.length) throw new AppError(missing);
  return rows;
}

/** Keeps a parent's count of passed replies when a reply's status changes (never below 0). */
async function countReply(tx: TransactionClient, parentId: number | null, from: number, to: number) {
  if (parentId === null || (from === COMMENT_STATUS.passed) === (to === COMMENT_STATUS.passed)) return;
  const step = to === COMMENT_STATUS.passed ? 1 : -1;
  await tx.$executeRaw`UPDATE cms_comment SET reply_count = GREATEST(reply_count + ${step}, 0) WHERE id = ${parentId}`;
}

async function setStatus(ctx: ServiceContext, ids: readonly number[], status: CommentStatus, operation: string) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const rows = await lockComments(tx, siteId, ids, "NOT_FOUND_IN_LIST");
    for (const row of rows) await countReply(tx, row.parent_id, row.checked, status);
    const { count } = await tx.cmsComment.updateMany({
      where: { id: { in: rows.map((row) => row.id) } },
      data: { checked: status },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation,
      resource: "comment",
      detail: { ids: rows.map((row) => row.id), checked: status },
    });
    return { count };
  });
}

/** comment/check: 已通过 (1), 已拒绝 (2) or back to 待审核 (0) for many comments at once. */
export function checkComments(ctx: ServiceContext, ids: readonly number[], status: CommentStatus) {
  return setStatus(ctx, ids, status, "check");
}

/** comment/cancelCheck: back to 待审核, so a passed comment leaves the article's page again. */
export function cancelCommentChecks(ctx: ServiceContext, ids: readonly number[]) {
  return setStatus(ctx, ids, COMMENT_STATUS.waiting, "cancel-check");
}

/** comment/update: the fields sent; a non-blank reply records when and by whom it was answered. */
export async function updateComment(ctx: ServiceContext, input: z.output<typeof ZCommentUpdateInput>) {
  const siteId = currentSite(ctx);
  const { id, reply, ...fields } = input;
  await prisma.$transaction(async (tx) => {
    const [row] = await lockComments(tx, siteId, [id], "NOT_FOUND_TO_UPDATE");
    if (fields.checked !== undefined) await countReply(tx, row!.parent_id, row!.checked, fields.checked);
    await tx.cmsComment.update({
      where: { id },
      data: { ...fields, ...(reply ? { reply, replyTime: new Date(), replyUserId: ctx.actor.userId } : {}) },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "comment",
      targetId: id,
      detail: { ...fields, ...(reply ? { reply } : {}) },
    });
  });
  return { id: String(id) };
}

/** comment/reply: the administrator's answer, shown under the comment on the article's page. */
export async function replyToComment(ctx: ServiceContext, id: number, reply: string) {
  const siteId = currentSite(ctx);
  await prisma.$transaction(async (tx) => {
    await lockComments(tx, siteId, [id], "NOT_FOUND");
    await tx.cmsComment.update({
      where: { id },
      data: { reply, replyTime: new Date(), replyUserId: ctx.actor.userId },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "reply",
      resource: "comment",
      targetId: id,
      detail: { reply },
    });
  });
  return { ok: true as const };
}

/** comment/recommend: marks a comment recommended (or not). */
export async function recommendComment(ctx: ServiceContext, id: number, recommend: boolean) {
  const siteId = currentSite(ctx);
  await prisma.$transaction(async (tx) => {
    await lockComments(tx, siteId, [id], "NOT_FOUND");
    await tx.cmsComment.update({ where: { id }, data: { recommend } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "recommend",
      resource: "comment",
      targetId: id,
      detail: { recommend },
    });
  });
  return { ok: true as const };
}

/** comment/delete: the comments and their replies; a deleted passed reply no longer counts on its parent. */
export async function deleteComments(ctx: ServiceContext, ids: readonly number[]) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const rows = await lockComments(tx, siteId, ids, "NOT_FOUND_IN_LIST");
    const deleting = new Set(rows.map((row) => row.id));
    for (const row of rows) {
      if (row.parent_id !== null && !deleting.has(row.parent_id))
        await countReply(tx, row.parent_id, row.checked, COMMENT_STATUS.waiting);
    }
    const { count } = await tx.cmsComment.deleteMany({ where: { id: { in: [...deleting] } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "comment",
      detail: { ids: [...deleting] },
    });
    return { count };
  });
}
