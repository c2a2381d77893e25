import {
  GUESTBOOK_STATUS,
  GUESTBOOK_TEXT_MAX,
  type GuestbookItem,
  type ZGuestbookListInput,
  type ZGuestbookSaveInput,
  type ZGuestbookUpdateInput,
} from "@suyuan/contracts/guestbook/guestbook-operations";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import type { z } from "zod";
import { chinaDateTimeSql, column, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { listPage, listRow } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { replaceSensitiveWords } from "./sensitive-words.ts";

// A post with the origin's names ("replay" = reply), as guestbook/list and get answer it, on the one
// list statement (kit/sql-list-json.ts): capped count, clamped page and items in one statement.
const POSTS = listStatementOf("cmsGuestbook", {
  id: column("id"),
  createTime: sql(() => chinaDateTimeSql("t.created_at")),
  replayTime: sql(() => chinaDateTimeSql("t.reply_time")),
  recommend: column("recommend"),
  checked: column("checked"),
  memberUsername: sql(() => `COALESCE(t.member_name, '')`),
  // A guest's post (or one whose member was deleted) has no member id; the name shown stays.
  memberId: column("memberId"),
  adminUsername: sql(() => `COALESCE((SELECT u.username FROM app_user u WHERE u.id = t.admin_id), '')`),
  adminId: column("adminId"),
  ip: column("ip"),
  ctgName: sql(() => `(SELECT g.name FROM cms_guestbook_ctg g WHERE g.id = t.ctg_id)`),
  ctgId: column("ctgId"),
  title: sql(() => `COALESCE(t.title, '')`),
  content: column("content"),
  reply: sql(() => `COALESCE(t.reply, '')`),
  email: sql(() => `COALESCE(t.email, '')`),
  phone: sql(() => `COALESCE(t.phone, '')`),
  qq: sql(() => `COALESCE(t.qq, '')`),
});

/**
 * The guestbook categories the caller's department handles; null (no restriction) when the caller
 * has no department or the department names none (the origin's rule).
 */
async function departmentCtgIds(userId: number): Promise<number[] | null> {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { department: { select: { guestbookCtgs: { select: { ctgId: true } } } } },
  });
  const ids = user?.department?.guestbookCtgs.map((link) => link.ctgId) ?? [];
  return ids.length > 0 ? ids : null;
}

/** guestbook/list: the current site's posts, newest first, of the categories the caller's department handles. */
export async function listGuestbook(ctx: ServiceContext, input: z.output<typeof ZGuestbookListInput>) {
  const handled = await departmentCtgIds(ctx.actor.userId);
  const where: Prisma.CmsGuestbookWhereInput = {
    siteId: currentSite(ctx),
    ...(handled ? { AND: [{ ctgId: { in: handled } }] } : {}),
    ...(input.queryCtgId !== undefined ? { ctgId: input.queryCtgId } : {}),
    ...(input.queryChecked !== undefined ? { checked: input.queryChecked } : {}),
    ...(input.queryRecommend !== undefined ? { recommend: input.queryRecommend } : {}),
    ...(input.queryText ? { content: containsText(input.queryText) } : {}),
  };
  const { page, pageSize } = input;
  return listPage<GuestbookItem>(POSTS, { where, sortBy: "id", direction: "desc", page, pageSize });
}

export async function getGuestbook(ctx: ServiceContext, id: number) {
  const row = await listRow<GuestbookItem>(POSTS, id, { siteId: currentSite(ctx) });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

async function requireCategory(tx: TransactionClient, siteId: number, ctgId: number) {
  const found = await tx.cmsGuestbookCtg.count({ where: { id: ctgId, siteId } });
  if (!found) throw new AppError("NOT_FOUND", { fieldErrors: { ctgId: ["error.notFound"] } });
}

/** The posts `ids` of the site; an unknown one refuses the call (202 on the origin's batch paths, else 206). */
async function requirePosts(
  tx: TransactionClient,
  siteId: number,
  ids: readonly number[],
  missing: "NOT_FOUND" | "NOT_FOUND_IN_LIST" = "NOT_FOUND",
) {
  const unique = [...new Set(ids)];
  const found = await tx.cmsGuestbook.count({ where: { id: { in: unique }, siteId } });
  if (found !== unique.length) throw new AppError(missing);
  return unique;
}

/** guestbook/save: a post written by an administrator; a reply given with it is theirs. */
export async function saveGuestbook(ctx: ServiceContext, input: z.output<typeof ZGuestbookSaveInput>) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    await requireCategory(tx, siteId, input.ctgId);
    const row = await tx.cmsGuestbook.create({
      data: {
        ...input,
        siteId,
        ip: ctx.meta.ip ?? "",
        checked: input.checked ?? GUESTBOOK_STATUS.waiting,
        ...(input.reply ? { replyTime: new Date(), adminId: ctx.actor.userId } : {}),
      },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "create",
      resource: "guestbook",
      targetId: row.id,
      detail: { ctgId: input.ctgId, title: input.title },
    });
    return { id: row.id };
  });
}

/** guestbook/update: the fields sent; a reply other than `oldreply` records who answered when. */
export async function updateGuestbook(ctx: ServiceContext, input: z.output<typeof ZGuestbookUpdateInput>) {
  const siteId = currentSite(ctx);
  const { id, oldreply, reply, ...fields } = input;
  const data = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null));
  return prisma.$transaction(async (tx) => {
    await requirePosts(tx, siteId, [id]);
    await requireCategory(tx, siteId, input.ctgId);
    const answered = reply && reply !== oldreply;
    await tx.cmsGuestbook.update({
      where: { id },
      data: { ...data, ...(answered ? { reply, replyTime: new Date(), adminId: ctx.actor.userId } : {}) },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "guestbook",
      targetId: id,
      detail: { ...data, ...(answered ? { reply } : {}) },
    });
    return { id };
  });
}

/** guestbook/reply: the administrator's answer, shown under the post. */
export async function replyToGuestbook(ctx: ServiceContext, id: number, reply: string) {
  const siteId = currentSite(ctx);
  await prisma.$transaction(async (tx) => {
    await requirePosts(tx, siteId, [id]);
    await tx.cmsGuestbook.update({ where: { id }, data: { reply, replyTime: new Date(), adminId: ctx.actor.userId } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "reply",
      resource: "guestbook",
      targetId: id,
      detail: { reply },
    });
  });
  return { ok: true as const };
}

/** guestbook/check: 已审核 (1, shown on the page) or back to 待审核 (0). */
export async function checkGuestbook(ctx: ServiceContext, ids: readonly number[], checked: number) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const unique = await requirePosts(tx, siteId, ids, "NOT_FOUND_IN_LIST");
    const { count } = await tx.cmsGuestbook.updateMany({
      where: { id: { in: unique } },
      data: { checked, adminId: ctx.actor.userId },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "check",
      resource: "guestbook",
      detail: { ids: unique, checked },
    });
    return { count };
  });
}

export async function recommendGuestbook(ctx: ServiceContext, id: number, recommend: boolean) {
  const siteId = currentSite(ctx);
  await prisma.$transaction(async (tx) => {
    await requirePosts(tx, siteId, [id]);
    await tx.cmsGuestbook.update({ where: { id }, data: { recommend } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "recommend",
      resource: "guestbook",
      targetId: id,
      detail: { recommend },
    });
  });
  return { ok: true as const };
}

export async function deleteGuestbook(ctx: ServiceContext, ids: readonly number[]) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const unique = await requirePosts(tx, siteId, ids, "NOT_FOUND_IN_LIST");
    const { count } = await tx.cmsGuestbook.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "guestbook",
      detail: { ids: unique },
    });
    return { count };
  });
}

export type NewGuestbookPost = {
  siteId: number;
  ctgId: number;
  title?: string | null;
  content: string;
  email?: string | null;
  phone?: string | null;
  qq?: string | null;
  ip: string;
  member?: { id?: number; name: string } | null;
};

/**
 * A visitor's post from the public guestbook: waits for review (待审核); sensitive words in the
 * title and text are replaced before it is stored.
 */
export async function postGuestbook(input: NewGuestbookPost) {
  const content = input.content.trim().slice(0, GUESTBOOK_TEXT_MAX);
  if (!content) throw new AppError("BAD_REQUEST", { fieldErrors: { content: ["validation.required"] } });
  const found = await prisma.cmsGuestbookCtg.count({ where: { id: input.ctgId, siteId: input.siteId } });
  if (!found) throw new AppError("NOT_FOUND", { fieldErrors: { ctgId: ["error.notFound"] } });
  const title = input.title?.trim().slice(0, 255) || null;
  return prisma.cmsGuestbook.create({
    data: {
      siteId: input.siteId,
      ctgId: input.ctgId,
      title: title ? await replaceSensitiveWords(title) : null,
      content: await replaceSensitiveWords(content),
      email: input.email?.trim().slice(0, 100) || null,
      phone: input.phone?.trim().slice(0, 100) || null,
      qq: input.qq?.trim().slice(0, 50) || null,
      ip: input.ip.slice(0, 64),
      memberName: input.member?.name ?? null,
      memberId: input.member?.id ?? null,
      checked: GUESTBOOK_STATUS.waiting,
    },
    select: { id: true, checked: true },
  });
}
