import type { DbClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";

/** What the workflow actions need of each item. */
export const ACTION_SELECT = {
  id: true,
  siteId: true,
  channelId: true,
  title: true,
  status: true,
  checkStep: true,
  createdById: true,
} as const;

export type ActionRow = {
  id: number;
  siteId: number;
  channelId: number;
  title: string;
  status: number;
  checkStep: number;
  createdById: number | null;
};

/**
 * The items with these ids on the caller's site, in the order asked; "not found" when any is
 * missing or belongs to another site (which is not revealed).
 */
export async function contentInSite(db: DbClient, ctx: ServiceContext, ids: readonly number[]): Promise<ActionRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db.content.findMany({
    where: { id: { in: unique }, siteId: currentSite(ctx) },
    select: ACTION_SELECT,
  });
  if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id)!);
}

/** A channel of the caller's site that takes content, or a field error on `field`. */
export async function contentChannel(db: DbClient, ctx: ServiceContext, channelId: number, field = "channelId") {
  const channel = await db.channel.findUnique({
    where: { id: channelId },
    select: { id: true, siteId: true, name: true, path: true, hasContent: true, deletedAt: true, modelId: true },
  });
  if (!channel || channel.siteId !== currentSite(ctx) || channel.deletedAt)
    throw new AppError("BAD_REQUEST", {
      messageKey: "content.channelNotFound",
      fieldErrors: { [field]: ["content.channelNotFound"] },
    });
  if (!channel.hasContent)
    throw new AppError("BAD_REQUEST", {
      messageKey: "content.channelNoContent",
      fieldErrors: { [field]: ["content.channelNoContent"] },
    });
  return channel;
}

/** The ids of a channel and all its descendants on the site (the list of a channel shows them all). */
export async function channelWithDescendants(db: DbClient, siteId: number, channelId: number): Promise<number[]> {
  const channels = await db.channel.findMany({ where: { siteId }, select: { id: true, parentId: true } });
  const children = new Map<number, number[]>();
  for (const channel of channels)
    if (channel.parentId !== null)
      children.set(channel.parentId, [...(children.get(channel.parentId) ?? []), channel.id]);
  const result: number[] = [];
  const queue = channels.some((channel) => channel.id === channelId) ? [channelId] : [];
  while (queue.length) {
    const id = queue.shift()!;
    result.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return result;
}
