import { writeSearchWords } from "./content-search.ts";
import { staticPagesAfterContentChange } from "../static-pages/content-change.ts";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import type { TContentFields, TSaveContentOutput, TUpdateContentInput } from "@suyuan/contracts/content/content-fields";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { setFileReferences } from "../cms/file-references.ts";
import { setContentTags } from "../cms/tags.ts";
import { sanitizeRichText } from "../goods/sanitize-html.ts";
import type { ServiceContext } from "../service-context.ts";
import { recordContentEvent } from "./content-history.ts";
import { linkOrigin, modelItems, resolveModelId, resolveTypeId, validateAttrs } from "./content-refs.ts";
import { holdsFinalStep, reviewerOf, reviewPlans } from "./content-review.ts";
import { contentChannel } from "./content-scope.ts";
import { changedMeanwhile, refusalOf } from "./content-transitions.ts";

// Writing a content item: the form's fields checked and completed (channel of the site, model,
// type, origin, custom fields from the model, the body sanitised), then the row and its child
// rows (tags with their counts, pictures, attachments, view groups, file references) and the
// history, in one transaction.

export type SaveOptions = {
  /** The legacy form as sent: its custom fields are `attr_<field>` or `<field>`. */
  form?: Record<string, string>;
};

/** Where the public page of an item will be (pages are part 2; the origin's preview reads it). */
export function contentUrl(channelPath: string, id: number): string {
  return `/${channelPath}/${id}.html`;
}

async function columnsOf(
  tx: TransactionClient,
  ctx: ServiceContext,
  data: TContentFields,
  current: { modelId: number; typeId: number; originId: number | null } | null,
  options: SaveOptions,
) {
  const channel = await contentChannel(tx, ctx, data.channelId);
  const modelId = await resolveModelId(tx, channel.id, data.modelId ?? current?.modelId);
  const typeId = await resolveTypeId(tx, data.typeId ?? current?.typeId);
  const attrs = validateAttrs(await modelItems(tx, modelId), data.attrs, options.form);
  if (data.topLevelExpiry && data.topLevel === 0)
    throw new AppError("BAD_REQUEST", {
      messageKey: "content.notOnTop",
      fieldErrors: { topLevelExpiry: ["content.notOnTop"] },
    });
  const originId = await linkOrigin(tx, data.origin, current?.originId ?? null);
  const columns = {
    channelId: channel.id,
    modelId,
    typeId,
    title: data.title,
    shortTitle: data.shortTitle,
    author: data.author,
    originId,
    originName: data.origin,
    originUrl: data.originUrl,
    description: data.description,
    txt: data.txt === null ? null : sanitizeRichText(data.txt),
    titleImg: data.titleImg,
    typeImg: data.typeImg,
    contentImg: data.contentImg,
    topLevel: data.topLevel,
    topExpiredAt: data.topLevel > 0 ? (data.topLevelExpiry ?? null) : null,
    recommend: data.recommendLevel > 0,
    recommendLevel: data.recommendLevel,
    attrs: attrs as Prisma.InputJsonValue,
    charge: data.charge ? (data.charge as Prisma.InputJsonValue) : undefined,
    updatedById: ctx.actor.userId,
  };
  return { channel, columns };
}

/** The child rows of an item, replaced by the form's. */
async function writeChildren(
  tx: TransactionClient,
  ctx: ServiceContext,
  siteId: number,
  id: number,
  data: TContentFields,
  txt: string | null,
) {
  await setContentTags(tx, id, data.tags);
  const referIds = [...new Set(data.referChannelIds)].filter((channelId) => channelId !== data.channelId);
  for (const channelId of referIds) await contentChannel(tx, ctx, channelId, "referChannelIds");
  await tx.contentChannel.deleteMany({ where: { contentId: id } });
  if (referIds.length)
    await tx.contentChannel.createMany({ data: referIds.map((channelId) => ({ contentId: id, channelId })) });
  await tx.contentPicture.deleteMany({ where: { contentId: id } });
  if (data.pictures.length)
    await tx.contentPicture.createMany({
      data: data.pictures.map((picture, priority) => ({
        contentId: id,
        priority,
        url: picture.url,
        caption: picture.caption,
      })),
    });
  await tx.contentAttachment.deleteMany({ where: { contentId: id } });
  if (data.attachments.length)
    await tx.contentAttachment.createMany({
      data: data.attachments.map((file, priority) => ({ contentId: id, priority, name: file.name, path: file.path })),
    });
  await tx.contentViewGroup.deleteMany({ where: { contentId: id } });
  const groupIds = [...new Set(data.viewGroupIds)];
  if (groupIds.length) {
    const known = await tx.memberGroup.count({ where: { id: { in: groupIds } } });
    if (known !== groupIds.length)
      throw new AppError("BAD_REQUEST", { fieldErrors: { viewGroupIds: ["error.referenceMissing"] } });
    await tx.contentViewGroup.createMany({ data: groupIds.map((groupId) => ({ contentId: id, groupId })) });
  }
  await setFileReferences(tx, { type: "content", id, siteId }, [
    data.titleImg,
    data.typeImg,
    data.contentImg,
    txt,
    ...data.pictures.map((picture) => picture.url),
    ...data.attachments.map((file) => file.path),
  ]);
}

/**
 * A new item: a draft when asked; otherwise in review, or passed at once when the writer holds
 * the channel's final review step (an administrator does).
 */
export async function createContent(
  ctx: ServiceContext,
  data: TContentFields,
  options: SaveOptions = {},
): Promise<TSaveContentOutput> {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const { channel, columns } = await columnsOf(tx, ctx, data, null, options);
    let status: number = CONTENT_STATUS.draft;
    let checkStep = 0;
    if (!data.draft) {
      const plan = (await reviewPlans(tx, [channel.id])).get(channel.id)!;
      const passes = holdsFinalStep(await reviewerOf(tx, ctx), plan);
      status = passes ? CONTENT_STATUS.passed : CONTENT_STATUS.checking;
      checkStep = passes ? plan.finalStep : 0;
    }
    const row = await tx.content.create({
      data: {
        ...columns,
        siteId,
        status,
        checkStep,
        releaseDate: data.releaseDate ?? new Date(),
        createdById: ctx.actor.userId,
      },
      select: { id: true },
    });
    await writeChildren(tx, ctx, siteId, row.id, data, columns.txt);
    await writeSearchWords(tx, [row.id]);
    await staticPagesAfterContentChange(tx, [{ id: row.id, status: null }], ctx.actor);
    await recordContentEvent(tx, ctx, {
      contentId: row.id,
      title: data.title,
      operation: "save",
      fromStatus: null,
      toStatus: status,
      detail: { channelId: channel.id },
    });
    return { id: row.id, status, url: contentUrl(channel.path, row.id) };
  });
}

/**
 * Changes an item (not in the recycle bin). Its status stays, except that a passed item goes
 * back to review when its channel says so (the origin's afterCheck = 2) and the editor does not
 * hold the final step.
 */
export async function updateContent(
  ctx: ServiceContext,
  input: TUpdateContentInput,
  options: SaveOptions = {},
): Promise<TSaveContentOutput> {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const current = await tx.content.findUnique({
      where: { id: input.id },
      select: {
        id: true,
        siteId: true,
        channelId: true,
        title: true,
        status: true,
        checkStep: true,
        modelId: true,
        typeId: true,
        originId: true,
      },
    });
    if (!current || current.siteId !== siteId) throw new AppError("NOT_FOUND");
    if (current.status === CONTENT_STATUS.recycled) throw refusalOf("move", current);
    const { channel, columns } = await columnsOf(tx, ctx, input.data, current, options);
    let status = current.status;
    let checkStep = current.checkStep;
    if (status === CONTENT_STATUS.passed) {
      const settings = await tx.channel.findUnique({ where: { id: channel.id }, select: { afterCheck: true } });
      const plan = (await reviewPlans(tx, [channel.id])).get(channel.id)!;
      if (settings?.afterCheck === 2 && !holdsFinalStep(await reviewerOf(tx, ctx), plan)) {
        status = CONTENT_STATUS.checking;
        checkStep = 0;
      }
    }
    const { count } = await tx.content.updateMany({
      where: { id: current.id, status: current.status, checkStep: current.checkStep },
      data: {
        ...columns,
        status,
        checkStep,
        ...(input.data.releaseDate ? { releaseDate: input.data.releaseDate } : {}),
      },
    });
    if (count !== 1) throw changedMeanwhile(current);
    await writeChildren(tx, ctx, siteId, current.id, input.data, columns.txt);
    await writeSearchWords(tx, [current.id]);
    await staticPagesAfterContentChange(tx, [current], ctx.actor);
    await recordContentEvent(tx, ctx, {
      contentId: current.id,
      title: input.data.title,
      operation: "update",
      fromStatus: current.status,
      toStatus: status,
    });
    return { id: current.id, status, url: contentUrl(channel.path, current.id) };
  });
}
