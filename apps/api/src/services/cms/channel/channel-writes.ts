import { outdateSitePages } from "../../static-pages/outdate-pages.ts";
import type { TChannelFields } from "@suyuan/contracts/channel/channel-fields";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../../lib/app-error.ts";
import { recordOperation } from "../../audit/record-operation.ts";
import { currentSite } from "../../access/site-scope.ts";
import type { ServiceContext } from "../../service-context.ts";
import { liveChannels } from "./channel-scope.ts";

const fieldError = (field: string, messageKey: string) =>
  new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });

/** The path clash answer: the check's and the constraint's alike. */
const pathTaken = () => fieldError("path", "error.channelPathTaken");

async function assertPathFree(tx: TransactionClient, siteId: number, path: string, selfId: number | null) {
  const clash = await tx.channel.findFirst({
    where: { siteId, path, ...(selfId === null ? {} : { id: { not: selfId } }) },
    select: { id: true },
  });
  if (clash) throw pathTaken();
}

/** A parent of the same site, alive, and (on update) neither the channel itself nor below it. */
async function assertParent(
  tx: TransactionClient,
  ctx: ServiceContext,
  parentId: number | null,
  selfId: number | null,
) {
  let cursor = parentId;
  let first = true;
  while (cursor !== null) {
    if (cursor === selfId)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.channelParentCycle",
        fieldErrors: { parentId: ["error.channelParentCycle"] },
      });
    const parent: { parentId: number | null } | null = await tx.channel.findFirst({
      where: { id: cursor, ...liveChannels(ctx) },
      select: { parentId: true },
    });
    if (!parent && first) throw fieldError("parentId", "error.channelParentMissing");
    first = false;
    cursor = parent?.parentId ?? null;
  }
}

/**
 * The channel's model: the one given, which may be any enabled model (the origin's channels take
 * content models too, and its client offers `model/list`'s first), or else the default channel model.
 */
async function channelModel(tx: TransactionClient, modelId: number | null): Promise<number> {
  const model = await tx.cmsModel.findFirst({
    where: { disabled: false, ...(modelId === null ? { kind: "channel" } : { id: modelId }) },
    orderBy: [{ isDefault: "desc" }, { priority: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  if (!model) throw fieldError("modelId", "error.channelModelInvalid");
  return model.id;
}

async function assertReferences(tx: TransactionClient, ctx: ServiceContext, data: TChannelFields) {
  if (data.modelIds.length > 0) {
    const found = await tx.cmsModel.count({ where: { id: { in: data.modelIds }, kind: "content" } });
    if (found !== data.modelIds.length) throw fieldError("modelIds", "error.channelModelInvalid");
  }
  if (data.workflowId !== null) {
    const found = await tx.workflow.count({ where: { id: data.workflowId, siteId: currentSite(ctx) } });
    if (found === 0) throw fieldError("workflowId", "error.channelWorkflowInvalid");
  }
  if (typeof data.scoreGroupId === "number") {
    const found = await tx.cmsScoreGroup.count({ where: { id: data.scoreGroupId, siteId: currentSite(ctx) } });
    if (found === 0) throw fieldError("scoreGroupId", "error.referenceMissing");
  }
  for (const field of ["viewGroupIds", "contriGroupIds"] as const) {
    const ids = data[field];
    if (ids.length > 0 && (await tx.memberGroup.count({ where: { id: { in: ids } } })) !== ids.length)
      throw fieldError(field, "error.referenceMissing");
  }
}

/** The channel's own columns from the validated fields (links are written apart). */
function columns(data: TChannelFields, modelId: number) {
  return {
    name: data.name,
    path: data.path,
    parentId: data.parentId,
    modelId,
    title: data.title,
    keywords: data.keywords,
    description: data.description,
    tplChannel: data.tplChannel,
    tplContent: data.tplContent,
    tplMobileChannel: data.tplMobileChannel,
    priority: data.priority,
    hasContent: data.hasContent,
    display: data.display,
    link: data.link,
    titleImg: data.titleImg,
    contentImg: data.contentImg,
    workflowId: data.workflowId,
    finalStep: data.finalStep,
    staticChannel: data.staticChannel,
    staticContent: data.staticContent,
    // Absent (an update from a client that does not know it): the channel keeps its own.
    ...(data.scoreGroupId === undefined ? {} : { scoreGroupId: data.scoreGroupId }),
  };
}

async function writeLinks(tx: TransactionClient, channelId: number, data: TChannelFields) {
  await tx.channelContentModel.deleteMany({ where: { channelId } });
  await tx.channelMemberGroup.deleteMany({ where: { channelId } });
  if (data.modelIds.length > 0)
    await tx.channelContentModel.createMany({ data: data.modelIds.map((modelId) => ({ channelId, modelId })) });
  const groups = [
    ...data.viewGroupIds.map((groupId) => ({ channelId, groupId, kind: "view" as const })),
    ...data.contriGroupIds.map((groupId) => ({ channelId, groupId, kind: "contribute" as const })),
  ];
  if (groups.length > 0) await tx.channelMemberGroup.createMany({ data: groups });
}

/** A unique violation of (site_id, path): parallel saves that all passed the check. */
function constraintAnswer(error: unknown): unknown {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" ? pathTaken() : error;
}

export async function createChannel(ctx: ServiceContext, data: TChannelFields): Promise<{ id: number }> {
  const siteId = currentSite(ctx);
  try {
    return await prisma.$transaction(async (tx) => {
      await assertPathFree(tx, siteId, data.path, null);
      await assertParent(tx, ctx, data.parentId, null);
      await assertReferences(tx, ctx, data);
      const modelId = await channelModel(tx, data.modelId);
      const row = await tx.channel.create({ data: { ...columns(data, modelId), siteId }, select: { id: true } });
      await writeLinks(tx, row.id, data);
      await outdateSitePages(tx, siteId);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "channel",
        targetId: row.id,
        detail: { name: data.name, path: data.path },
      });
      return { id: row.id };
    });
  } catch (error) {
    throw constraintAnswer(error);
  }
}

export async function updateChannel(ctx: ServiceContext, id: number, data: TChannelFields): Promise<{ id: number }> {
  const siteId = currentSite(ctx);
  try {
    return await prisma.$transaction(async (tx) => {
      const existing = await tx.channel.findFirst({
        where: { id, ...liveChannels(ctx) },
        select: { id: true, modelId: true },
      });
      if (!existing) throw new AppError("NOT_FOUND");
      await assertPathFree(tx, siteId, data.path, id);
      await assertParent(tx, ctx, data.parentId, id);
      await assertReferences(tx, ctx, data);
      // An update without a model keeps the channel's own (the default is for new channels).
      const modelId = data.modelId === null ? existing.modelId : await channelModel(tx, data.modelId);
      await tx.channel.update({ where: { id }, data: columns(data, modelId), select: { id: true } });
      await writeLinks(tx, id, data);
      await outdateSitePages(tx, siteId);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "channel",
        targetId: id,
        detail: { name: data.name, path: data.path },
      });
      return { id };
    });
  } catch (error) {
    throw constraintAnswer(error);
  }
}
