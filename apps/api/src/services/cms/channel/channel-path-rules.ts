import { isValidChannelPath, pathFromSyllables, uniquePath } from "@suyuan/contracts/channel/channel-path";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../../lib/app-error.ts";
import { currentSite } from "../../access/site-scope.ts";
import type { ServiceContext } from "../../service-context.ts";
import { loadPinyin } from "../channel-pinyin.ts";

/** Whether `path` is a valid channel path not used by another channel of the caller's site. */
export async function isChannelPathFree(ctx: ServiceContext, input: { id?: number; path: string }) {
  if (!isValidChannelPath(input.path)) return { pass: false };
  const clash = await prisma.channel.findFirst({
    where: { siteId: currentSite(ctx), path: input.path, ...(input.id ? { id: { not: input.id } } : {}) },
    select: { id: true },
  });
  return { pass: clash === null };
}

/**
 * A free path proposed from a name: its pinyin (the whole of it, or the initials of a long name),
 * made unique in the site (`xinwen`, `xinwen-2`).
 */
export async function proposeChannelPath(ctx: ServiceContext, name: string): Promise<{ path: string }> {
  const pinyin = await loadPinyin();
  const base = pathFromSyllables(pinyin(name));
  if (!base)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.channelPathUnproposable",
      fieldErrors: { name: ["error.channelPathUnproposable"] },
    });
  const taken = await prisma.channel.findMany({
    where: { siteId: currentSite(ctx), path: { startsWith: base } },
    select: { path: true },
  });
  return { path: uniquePath(base, new Set(taken.map((row) => row.path))) };
}
