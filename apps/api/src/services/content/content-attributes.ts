import { writeSearchWords } from "./content-search.ts";
import type {
  TContentIdsInput,
  TCopyContentInput,
  TMoveContentInput,
  TPrioritizeContentInput,
  TRecommendContentInput,
  TReferContentInput,
} from "@suyuan/contracts/content/content-actions";
import { CONTENT_STATUS, type ContentAction } from "@suyuan/contracts/content/content-status";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { setFileReferences } from "../cms/file-references.ts";
import { contentTagNames, releaseContentTags, setContentTags } from "../cms/tags.ts";
import type { ServiceContext } from "../service-context.ts";
import { recordContentEvent } from "./content-history.ts";
import { contentChannel, contentInSite, type ActionRow } from "./content-scope.ts";
import { assertAllowed, changedMeanwhile } from "./content-transitions.ts";
import { staticPagesAfterContentChange } from "../static-pages/content-change.ts";

// The actions that change an item's attributes, not its status (recommend, top level, channel,
// further channels), a copy, and the delete for ever. Each is checked against the transition
// table like the status actions (none applies in the recycle bin; delete for ever only there)
// and updates an item only in the status it was read in.

/** Runs `change` for every item of the call in one transaction, after the table allows them all. */
async function eachItem(
  ctx: ServiceContext,
  action: ContentAction,
  ids: readonly number[],
  change: (
    tx: TransactionClient,
    row: ActionRow,
  ) => Promise<Record<string, string | number | boolean | null | number[]>>,
) {
  return prisma.$transaction(async (tx) => {
    const rows = await contentInSite(tx, ctx, ids);
    assertAllowed(action, rows);
    for (const row of rows) {
      const detail = await change(tx, row);
      await recordContentEvent(tx, ctx, {
        contentId: row.id,
        title: row.title,
        operation: action,
        fromStatus: row.status,
        toStatus: row.status,
        detail,
      });
    }
    await staticPagesAfterContentChange(tx, rows, ctx.actor);
    return { count: rows.length };
  });
}

/** Updates columns of one item only while it is in the status it was read in. */
async function updateInStatus(
  tx: TransactionClient,
  ctx: ServiceContext,
  row: ActionRow,
  data: Prisma.ContentUpdateManyMutationInput & { channelId?: number },
) {
  const { count } = await tx.content.updateMany({
    where: { id: row.id, status: row.status },
    data: { ...data, updatedById: ctx.actor.userId },
  });
  if (count !== 1) throw changedMeanwhile(row);
}

export function recommendContent(ctx: ServiceContext, input: TRecommendContentInput) {
  return eachItem(ctx, "recommend", input.ids, async (tx, row) => {
    await updateInStatus(tx, ctx, row, { recommend: input.level > 0, recommendLevel: input.level });
    return { level: input.level };
  });
}

/** Puts items on top (or off it with 0), until `expiresAt` when given. */
export function prioritizeContent(ctx: ServiceContext, input: TPrioritizeContentInput) {
  if (input.expiresAt && input.topLevel === 0)
    throw new AppError("BAD_REQUEST", {
      messageKey: "content.notOnTop",
      fieldErrors: { expiresAt: ["content.notOnTop"] },
    });
  return eachItem(ctx, "priority", input.ids, async (tx, row) => {
    await updateInStatus(tx, ctx, row, {
      topLevel: input.topLevel,
      topExpiredAt: input.topLevel > 0 ? (input.expiresAt ?? null) : null,
    });
    return { topLevel: input.topLevel, expiresAt: input.expiresAt ? input.expiresAt.toISOString() : null };
  });
}

/** Into another channel of the site (one that takes content). */
export async function moveContent(ctx: ServiceContext, input: TMoveContentInput) {
  return eachItem(ctx, "move", input.ids, async (tx, row) => {
    const channel = await contentChannel(tx, ctx, input.channelId);
    await updateInStatus(tx, ctx, row, { channelId: channel.id });
    return { fromChannelId: row.channelId, toChannelId: channel.id };
  });
}

/** The further channels the items show in, replaced by these (of the site, taking content). */
export function referContent(ctx: ServiceContext, input: TReferContentInput) {
  return eachItem(ctx, "refer", input.ids, async (tx, row) => {
    const channelIds = [...new Set(input.channelIds)].filter((id) => id !== row.channelId);
    for (const channelId of channelIds) await contentChannel(tx, ctx, channelId, "channelIds");
    await tx.contentChannel.deleteMany({ where: { contentId: row.id } });
    if (channelIds.length)
      await tx.contentChannel.createMany({ data: channelIds.map((channelId) => ({ contentId: row.id, channelId })) });
    await updateInStatus(tx, ctx, row, {});
    return { channelIds };
  });
}

/**
 * Copies items into a channel of the site: each copy is a new draft with the same fields, tags,
 * pictures and attachments (reviewed on its own); the originals do not change.
 */
export async function copyContent(ctx: ServiceContext, input: TCopyContentInput): Promise<{ ids: number[] }> {
  const created: number[] = [];
  await eachItem(ctx, "copy", input.ids, async (tx, row) => {
    const channel = await contentChannel(tx, ctx, input.channelId);
    const id = await copyOne(tx, ctx, row.id, channel.id);
    created.push(id);
    return { toChannelId: channel.id, copyId: id };
  });
  return { ids: created };
}

/** One copy of an item as a draft in `channelId` (also used to take in another site's item). */
export async function copyOne(tx: TransactionClient, ctx: ServiceContext, sourceId: number, channelId: number) {
  const siteId = currentSite(ctx);
  const source = await tx.content.findUniqueOrThrow({
    where: { id: sourceId },
    include: { pictures: true, attachments: true, viewGroups: true },
  });
  const {
    id: _id,
    siteId: _site,
    channelId: _channel,
    status: _status,
    checkStep: _step,
    createdAt: _c,
    updatedAt: _u,
    pictures,
    attachments,
    viewGroups,
    views: _v,
    commentCount: _cc,
    originId: _o,
    ...fields
  } = source;
  const copy = await tx.content.create({
    data: {
      ...fields,
      attrs: fields.attrs as Prisma.InputJsonValue,
      charge: fields.charge === null ? undefined : (fields.charge as Prisma.InputJsonValue),
      siteId,
      channelId,
      status: CONTENT_STATUS.draft,
      checkStep: 0,
      createdById: ctx.actor.userId,
      updatedById: ctx.actor.userId,
    },
    select: { id: true },
  });
  await writeSearchWords(tx, [copy.id]);
  const tags = await contentTagNames(tx, sourceId);
  await setContentTags(tx, copy.id, tags);
  if (pictures.length)
    await tx.contentPicture.createMany({
      data: pictures.map(({ priority, url, caption }) => ({ contentId: copy.id, priority, url, caption })),
    });
  if (attachments.length)
    await tx.contentAttachment.createMany({
      data: attachments.map(({ priority, name, path, size }) => ({ contentId: copy.id, priority, name, path, size })),
    });
  if (viewGroups.length)
    await tx.contentViewGroup.createMany({ data: viewGroups.map(({ groupId }) => ({ contentId: copy.id, groupId })) });
  await setFileReferences(tx, { type: "content", id: copy.id, siteId }, [
    source.titleImg,
    source.typeImg,
    source.contentImg,
    source.txt,
    ...pictures.map((picture) => picture.url),
    ...attachments.map((file) => file.path),
  ]);
  await recordContentEvent(tx, ctx, {
    contentId: copy.id,
    title: source.title,
    operation: "save",
    fromStatus: null,
    toStatus: CONTENT_STATUS.draft,
    detail: { copiedFrom: sourceId },
  });
  return copy.id;
}

/**
 * Deletes items in the recycle bin for ever: their tags' counts go down and their files become
 * free first (the link rows would otherwise cascade away silently); the operation log keeps it.
 */
export function purgeContent(ctx: ServiceContext, input: TContentIdsInput) {
  return prisma.$transaction(async (tx) => {
    const rows = await contentInSite(tx, ctx, input.ids);
    assertAllowed("cycle_delete", rows);
    const ids = rows.map((row) => row.id);
    await releaseContentTags(tx, ids);
    for (const row of rows) await setFileReferences(tx, { type: "content", id: row.id, siteId: row.siteId }, []);
    const { count } = await tx.content.deleteMany({ where: { id: { in: ids }, status: CONTENT_STATUS.recycled } });
    if (count !== ids.length) throw changedMeanwhile(rows[0]!);
    // The history went with the rows; the operation log keeps what was deleted.
    for (const row of rows)
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "cycle_delete",
        resource: "content",
        targetId: row.id,
        detail: { title: row.title, channelId: row.channelId, from: row.status },
      });
    return { count: rows.length };
  });
}
