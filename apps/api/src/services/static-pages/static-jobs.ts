import type {
  TCreateStaticChannelInput,
  TCreateStaticContentInput,
  TDeleteStaticIndexInput,
  TStaticSettingsOutput,
  TUpdateStaticSettingsInput,
} from "@suyuan/contracts/static-pages/static-pages";
import type { TFindSiteJobsInput, TFindSiteJobsOutput } from "@suyuan/contracts/static-pages/site-job";
import { prisma, type DbClient, type Prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { enqueueSiteJob, startQueuedSiteJobs } from "../site-job/site-job-runner.ts";
import { findSiteJobs } from "../site-job/site-job-store.ts";
import { canonicalBase } from "./static-paths.ts";
import "./static-index-job.ts";
import "./static-channel-job.ts";
import "./static-content-job.ts";
import "./static-refresh-job.ts";
import "./static-remove-job.ts";

// The admin's static page actions (静态页面): each queues a job on the current site, in a
// transaction with its operation-log entry, and starts this process's worker on it.

export const STATIC_JOB_KINDS = [
  "static_index",
  "static_channel",
  "static_content",
  "static_index_remove",
  "static_refresh",
] as const;

/** A channel of the current site (not deleted), or a field error on channelId. */
export async function assertSiteChannel(db: DbClient, siteId: number, channelId: number | undefined): Promise<void> {
  if (channelId === undefined) return;
  const channel = await db.channel.findFirst({
    where: { id: channelId, siteId, deletedAt: null },
    select: { id: true },
  });
  if (!channel)
    throw new AppError("BAD_REQUEST", {
      messageKey: "staticPages.channelNotFound",
      fieldErrors: { channelId: ["staticPages.channelNotFound"] },
    });
}

/** Queues a job of the current site and records it; refuses one identical to a job under way. */
export async function startSiteJob(
  ctx: ServiceContext,
  kind: string,
  params: Prisma.InputJsonObject,
  channelId?: number,
): Promise<{ jobId: number }> {
  const siteId = currentSite(ctx);
  const jobId = await prisma.$transaction(async (tx) => {
    await assertSiteChannel(tx, siteId, channelId);
    const id = await enqueueSiteJob(tx, { siteId, kind, params, createdById: ctx.actor.userId }, true);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "enqueue",
      resource: "site-job",
      targetId: id,
      detail: { kind, ...params },
    });
    return id;
  });
  startQueuedSiteJobs();
  return { jobId };
}

/** The site needs a public address for its pages (checked before queueing, again by the job). */
async function assertAddress(ctx: ServiceContext): Promise<void> {
  const site = await prisma.site.findUniqueOrThrow({
    where: { id: currentSite(ctx) },
    select: { domain: true, accessPath: true },
  });
  if (!canonicalBase(site)) throw new AppError("RULE_VIOLATION", { messageKey: "staticPages.noAddress" });
}

export async function createStaticIndex(ctx: ServiceContext) {
  await assertAddress(ctx);
  return startSiteJob(ctx, "static_index", {});
}

export async function createStaticChannel(ctx: ServiceContext, input: TCreateStaticChannelInput) {
  await assertAddress(ctx);
  const params = { containChild: input.containChild, ...(input.channelId ? { channelId: input.channelId } : {}) };
  return startSiteJob(ctx, "static_channel", params, input.channelId);
}

export async function createStaticContent(ctx: ServiceContext, input: TCreateStaticContentInput) {
  await assertAddress(ctx);
  const params = {
    ...(input.channelId ? { channelId: input.channelId } : {}),
    ...(input.startDate ? { startDate: input.startDate } : {}),
  };
  return startSiteJob(ctx, "static_content", params, input.channelId);
}

export function deleteStaticIndex(ctx: ServiceContext, input: TDeleteStaticIndexInput) {
  return startSiteJob(ctx, "static_index_remove", { all: input.all });
}

export async function findStaticJobs(ctx: ServiceContext, input: TFindSiteJobsInput): Promise<TFindSiteJobsOutput> {
  return { jobs: await findSiteJobs(currentSite(ctx), STATIC_JOB_KINDS, input.limit) };
}

export async function getStaticSettings(ctx: ServiceContext): Promise<TStaticSettingsOutput> {
  const siteId = currentSite(ctx);
  const [site, pageCount] = await Promise.all([
    prisma.site.findUniqueOrThrow({
      where: { id: siteId },
      select: { staticPages: true, domain: true, accessPath: true },
    }),
    prisma.staticPage.count({ where: { siteId } }),
  ]);
  return { staticPages: site.staticPages, pageCount, base: canonicalBase(site) };
}

export async function updateStaticSettings(
  ctx: ServiceContext,
  input: TUpdateStaticSettingsInput,
): Promise<TStaticSettingsOutput> {
  const siteId = currentSite(ctx);
  await prisma.$transaction(async (tx) => {
    await tx.site.update({ where: { id: siteId }, data: { staticPages: input.staticPages } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update-static-settings",
      resource: "site",
      targetId: siteId,
      detail: { staticPages: input.staticPages },
    });
  });
  return getStaticSettings(ctx);
}
