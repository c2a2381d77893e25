import type { ApiClient } from "@suyuan/api/client";
import { fireDueTasks } from "@suyuan/api/services/scheduled-task/task-firing";
import { beforeAll, describe, expect, it } from "vitest";
import { contentWorld, type ContentWorld } from "../../support/content-fixtures.ts";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refusedFields } from "../../support/resource-fixtures.ts";
import { settleSiteJobs } from "../../support/site-jobs.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Scheduled tasks: the next firing computed with each write, a due task fired once however many
// ticks run at once, a firing skipped while the last one still runs, the last result following the
// site job to its end, and task/* in the origin's numbers and names.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let world: ContentWorld;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  world = await contentWorld(admin, "tk");
  await prisma.site.update({ where: { id: world.siteId }, data: { accessPath: "tasktest", domain: null } });
});

const daily = (name: string) => ({
  name,
  type: "static_index" as const,
  execycle: "interval" as const,
  intervalUnit: "day" as const,
  hour: 3,
  minute: 15,
  enabled: true,
});

describe("scheduled tasks", () => {
  it("compute the next firing with each write, and none while disabled", async () => {
    const { id } = await admin.scheduledTask.create.mutate(daily("每日首页"));
    const task = await admin.scheduledTask.get.query({ id });
    // 03:15 in Shanghai is 19:15 UTC.
    expect(task.nextRunAt!.toISOString()).toMatch(/T19:15:00\.000Z$/);
    expect(task.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    expect(task.nextRunAt!.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
    await admin.scheduledTask.update.mutate({ id, data: { ...daily("每日首页"), enabled: false } });
    expect((await admin.scheduledTask.get.query({ id })).nextRunAt).toBeNull();
  });

  it("refuse a bad expression, missing times and a channel of another site, writing nothing", async () => {
    const before = await prisma.scheduledTask.count();
    const cron = { ...daily("坏表达式"), execycle: "cron" as const, cronExpression: "every day" };
    expect(await refusedFields(admin.scheduledTask.create.mutate(cron))).toEqual(["cronExpression"]);
    expect(await refusedFields(admin.scheduledTask.create.mutate({ ...daily("缺时间"), minute: null }))).toEqual([
      "minute",
    ]);
    const foreign = await prisma.channel.findFirstOrThrow({ where: { siteId: { not: world.siteId } } });
    const wrongChannel = { ...daily("别站栏目"), type: "static_channel" as const, channelId: foreign.id };
    expect(await refusedFields(admin.scheduledTask.create.mutate(wrongChannel))).toEqual(["channelId"]);
    expect(await prisma.scheduledTask.count()).toBe(before);
  });

  it("fire a due task once across ticks run at once, skip it while that run is open, and follow the run to its end", async () => {
    const { id } = await admin.scheduledTask.create.mutate(daily("到点首页"));
    const due = new Date(Date.now() - 60_000);
    await prisma.scheduledTask.update({ where: { id }, data: { nextRunAt: due } });

    // Four ticks at once (four processes): one fires it.
    const fired = await Promise.all([fireDueTasks(), fireDueTasks(), fireDueTasks(), fireDueTasks()]);
    expect(fired.reduce((sum, count) => sum + count, 0)).toBe(1);
    const firedTask = await prisma.scheduledTask.findUniqueOrThrow({ where: { id } });
    expect(firedTask.lastJobId).not.toBeNull();
    expect(firedTask.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    const job = await prisma.siteJob.findUniqueOrThrow({ where: { id: firedTask.lastJobId! } });
    expect(job.kind).toBe("static_index");

    // The job runs to its end: the task's last result follows it.
    await settleSiteJobs();
    const done = await prisma.scheduledTask.findUniqueOrThrow({ where: { id } });
    expect(done.lastStatus).toBe("done");
    expect(done.lastDurationMs).not.toBeNull();

    // Due again while the same job is still open (a run that takes longer than the interval): skipped.
    const open = await prisma.siteJob.create({
      data: { siteId: world.siteId, kind: "static_index", params: {}, status: "running" },
    });
    try {
      await prisma.scheduledTask.update({ where: { id }, data: { nextRunAt: due } });
      expect(await fireDueTasks()).toBe(1);
      const skipped = await prisma.scheduledTask.findUniqueOrThrow({ where: { id } });
      expect(skipped.lastStatus).toBe("skipped");
      expect(skipped.lastJobId).toBe(firedTask.lastJobId);
      expect(await prisma.siteJob.count({ where: { siteId: world.siteId, kind: "static_index" } })).toBe(2);
    } finally {
      await prisma.siteJob.delete({ where: { id: open.id } });
    }
    expect(await prisma.operationLog.count({ where: { resource: "scheduledTask", targetId: String(id) } })).toBe(
      3, // create, fire, skip
    );
  });

  it("record a failed run's reason as the last result", async () => {
    const { id } = await admin.scheduledTask.create.mutate(daily("无地址首页"));
    await prisma.site.update({ where: { id: world.siteId }, data: { accessPath: null, domain: null } });
    try {
      await prisma.scheduledTask.update({ where: { id }, data: { nextRunAt: new Date(Date.now() - 1000) } });
      expect(await fireDueTasks()).toBe(1);
      await settleSiteJobs();
      const failed = await prisma.scheduledTask.findUniqueOrThrow({ where: { id } });
      expect(failed.lastStatus).toBe("failed");
      expect(failed.lastMessage).toBeTruthy();
    } finally {
      await prisma.site.update({ where: { id: world.siteId }, data: { accessPath: "tasktest" } });
    }
  });

  it("answer task/* with the origin's numbers and names", async () => {
    const saved = await legacy.call("/api/admin/task/save", {
      name: "按表达式栏目",
      type: "2",
      jobClass: "com.jeecms.cms.task.job.ChannelStaticJob",
      execycle: "2",
      cronExpression: "0 0 2 * * ?",
      enable: "true",
      attr_channel_id: String(world.plain),
    });
    expect(saved).toMatchObject({ code: "200" });
    const id = (saved.body as { id: number }).id;
    const got = await legacy.call("/api/admin/task/get", { id: String(id) });
    expect(got.body).toMatchObject({
      id,
      type: 2,
      execycle: 2,
      cronExpression: "0 0 2 * * ?",
      enable: true,
      attr_channel_id: world.plain,
      jobClass: "com.jeecms.cms.task.job.ChannelStaticJob",
    });
    expect(got.body).not.toHaveProperty("intervalUnit");
    const list = await legacy.call("/api/admin/task/list", { pageNo: "1", pageSize: "50" });
    expect(list.code).toBe("200");
    expect(list.totalCount).toBeGreaterThan(0);
    expect((list.body as { id: number }[]).some((row) => row.id === id)).toBe(true);
    expect((await legacy.call("/api/admin/task/get", { id: "0" })).body).toMatchObject({ id: 0 });
    // Collection and distribution are not offered: refused, nothing saved.
    const crawl = await legacy.call("/api/admin/task/save", {
      name: "采集",
      type: "4",
      execycle: "2",
      cronExpression: "0 * * * *",
    });
    expect(crawl.code).toBe("202");
    const deleted = await legacy.call("/api/admin/task/delete", { ids: String(id) });
    expect(deleted.code).toBe("200");
    expect(await prisma.scheduledTask.count({ where: { id } })).toBe(0);
  });
});
