import type { TPushContentInput } from "@suyuan/contracts/content/content-actions";
import type { TFindSharesInput, TShareRow } from "@suyuan/contracts/content/content-share";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TContentRow } from "@suyuan/contracts/content/content-find";
import { prisma, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { column, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { listPage } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { recordContentEvent } from "./content-history.ts";
import { ROW_VALUES } from "./content-rows.ts";
import { contentInSite } from "./content-scope.ts";
import { assertAllowed } from "./content-transitions.ts";

// Pushes between sites (the origin's push and share_*): a passed item of this site is offered to
// channels of other sites the caller may work on; the receiving site lists the offers and
// accepts them (the item then shows in that channel) or removes them.

/** Offers passed items to channels of the caller's other sites (an offer made before is kept). */
export async function pushContent(ctx: ServiceContext, input: TPushContentInput) {
  const siteId = currentSite(ctx);
  const allowedSites = new Set(ctx.access.sites.map((site) => site.id));
  return prisma.$transaction(async (tx) => {
    const rows = await contentInSite(tx, ctx, input.ids);
    assertAllowed("push", rows);
    const channels = await tx.channel.findMany({
      where: { id: { in: [...new Set(input.channelIds)] }, deletedAt: null },
      select: { id: true, siteId: true, hasContent: true },
    });
    const refused = (key: string) =>
      new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { channelIds: [key] } });
    if (
      channels.length !== new Set(input.channelIds).size ||
      channels.some((channel) => !allowedSites.has(channel.siteId))
    )
      throw refused("content.channelNotFound");
    if (channels.some((channel) => channel.siteId === siteId)) throw refused("content.pushSameSite");
    if (channels.some((channel) => !channel.hasContent)) throw refused("content.channelNoContent");
    for (const row of rows) {
      await tx.contentShare.createMany({
        data: channels.map((channel) => ({
          contentId: row.id,
          targetSiteId: channel.siteId,
          targetChannelId: channel.id,
          sharedById: ctx.actor.userId,
        })),
        skipDuplicates: true,
      });
      await recordContentEvent(tx, ctx, {
        contentId: row.id,
        title: row.title,
        operation: "push",
        fromStatus: row.status,
        toStatus: row.status,
        detail: { channelIds: channels.map((channel) => channel.id) },
      });
    }
    return { count: rows.length };
  });
}

function shareWhere(siteId: number, input: TFindSharesInput): Prisma.ContentShareWhereInput {
  return {
    ...(input.direction === "in" ? { targetSiteId: siteId } : { content: { siteId } }),
    ...(input.accepted === undefined ? {} : { status: input.accepted ? "passed" : "pending" }),
    ...(input.title
      ? { content: { title: containsText(input.title), ...(input.direction === "out" ? { siteId } : {}) } }
      : {}),
  };
}

// The offers' list as one statement (kit/sql-list-json.ts).
const SHARES = listStatementOf("contentShare", {
  id: column("id"),
  contentId: column("contentId"),
  title: sql(() => "(SELECT c.title FROM cms_content c WHERE c.id = t.content_id)"),
  fromSiteName: sql(
    () => "(SELECT s.name FROM cms_content c JOIN site s ON s.id = c.site_id WHERE c.id = t.content_id)",
  ),
  targetSiteName: sql(() => "(SELECT s.name FROM site s WHERE s.id = t.target_site_id)"),
  targetChannelId: column("targetChannelId"),
  targetChannelName: sql(() => "(SELECT c.name FROM cms_channel c WHERE c.id = t.target_channel_id)"),
  accepted: sql(() => "(t.status = 'passed')"),
  sharedByName: sql(
    () =>
      `COALESCE((SELECT COALESCE(NULLIF(u.real_name, ''), u.username) FROM app_user u WHERE u.id = t.shared_by_id), '')`,
  ),
  createdAt: column("sharedAt"),
});
const CONTENT_ROWS = listStatementOf("content", ROW_VALUES);

/** Offers made to this site (in) or by it (out), newest first. */
export async function findShares(ctx: ServiceContext, input: TFindSharesInput): Promise<TListOutput<TShareRow>> {
  const where = shareWhere(currentSite(ctx), input);
  const { page, pageSize } = input;
  return listPage(SHARES, { where, sortBy: "sharedAt", direction: "desc", page, pageSize });
}

/** Accepts offers made to this site: the items show in the chosen channels. */
export async function acceptShares(ctx: ServiceContext, input: { ids: number[] }) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const shares = await tx.contentShare.findMany({
      where: { id: { in: input.ids }, targetSiteId: siteId },
      select: { id: true, contentId: true, status: true },
    });
    if (shares.length !== new Set(input.ids).size)
      throw new AppError("NOT_FOUND", { messageKey: "content.shareNotFound" });
    const { count } = await tx.contentShare.updateMany({
      where: { id: { in: shares.map((share) => share.id) }, status: "pending" },
      data: { status: "passed", checkedAt: new Date() },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "share_check",
      resource: "contentShare",
      targetId: shares.map((share) => share.id).join(","),
      detail: { accepted: count },
    });
    return { count };
  });
}

/** Removes offers made to this site or by it. */
export async function deleteShares(ctx: ServiceContext, input: { ids: number[] }) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const where: Prisma.ContentShareWhereInput = {
      id: { in: input.ids },
      OR: [{ targetSiteId: siteId }, { content: { siteId } }],
    };
    const shares = await tx.contentShare.findMany({ where, select: { id: true } });
    if (shares.length !== new Set(input.ids).size)
      throw new AppError("NOT_FOUND", { messageKey: "content.shareNotFound" });
    const { count } = await tx.contentShare.deleteMany({ where });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "share_delete",
      resource: "contentShare",
      targetId: input.ids.join(","),
    });
    return { count };
  });
}

/** The channels of the caller's other sites that take content (where push can send). */
export async function shareTree(ctx: ServiceContext) {
  const siteId = currentSite(ctx);
  const sites = ctx.access.sites.filter((site) => site.id !== siteId);
  const channels = await prisma.channel.findMany({
    where: { siteId: { in: sites.map((site) => site.id) }, deletedAt: null, hasContent: true },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
    select: { id: true, name: true, parentId: true, siteId: true },
  });
  return sites.map((site) => ({
    siteId: site.id,
    siteName: site.name,
    channels: channels
      .filter((channel) => channel.siteId === site.id)
      .map(({ id, name, parentId }) => ({ id, name, parentId })),
  }));
}

/** Passed items of the sites the caller may work on (to copy into a channel here). */
export async function findReusableContent(
  ctx: ServiceContext,
  input: {
    page: number;
    pageSize: number;
    siteId?: number | undefined;
    channelId?: number | undefined;
    title?: string | undefined;
  },
) {
  const allowed = ctx.access.sites.map((site) => site.id);
  if (input.siteId !== undefined && !allowed.includes(input.siteId))
    throw new AppError("FORBIDDEN", { messageKey: "error.siteNotAllowed" });
  const where: Prisma.ContentWhereInput = {
    siteId: input.siteId ?? { in: allowed },
    status: CONTENT_STATUS.passed,
    ...(input.channelId ? { channelId: input.channelId } : {}),
    ...(input.title ? { title: containsText(input.title) } : {}),
  };
  const { page, pageSize } = input;
  return listPage<TContentRow>(CONTENT_ROWS, { where, sortBy: "releaseDate", direction: "desc", page, pageSize });
}
