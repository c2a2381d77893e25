import { z } from "zod";
import { prisma, type Prisma } from "@suyuan/db/client";
import { isAppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { defineJobKind } from "../jobs/job-queue.ts";
import { enqueueSiteJob, startQueuedSiteJobs } from "../site-job/site-job-runner.ts";
import { nextFiring, taskCron } from "./task-schedule.ts";

// The minute tick of scheduled tasks, a kind of the job queue: pg-boss sends it once a minute,
// whichever process's clock is first, and any one process runs it. Each due task is claimed by
// moving its next_run_at on (compare and set, so two runs of the tick never fire a task twice) and
// fired in the same transaction: its site job queued, its last result reset. A task missed while no
// process ran fires once, then keeps its schedule (no burst of catch-up runs).

const SYSTEM_META = { ip: null };
/** Tasks fired per tick at most; the rest are due at the next. */
const BATCH = 200;

type DueTask = Prisma.ScheduledTaskGetPayload<{
  select: {
    id: true;
    siteId: true;
    name: true;
    type: true;
    channelId: true;
    execycle: true;
    intervalUnit: true;
    intervalMinute: true;
    intervalHour: true;
    minute: true;
    hour: true;
    dayOfWeek: true;
    dayOfMonth: true;
    cronExpression: true;
    nextRunAt: true;
    createdById: true;
  };
}>;

function jobParams(task: DueTask): Prisma.InputJsonObject {
  const channel = task.channelId ? { channelId: task.channelId } : {};
  if (task.type === "static_channel") return { containChild: true, ...channel };
  if (task.type === "static_content") return channel;
  return {};
}

/** Fires one due task unless another run of the tick did: true when this one fired it. */
async function fireTask(task: DueTask, now: Date): Promise<boolean> {
  const cron = taskCron(task);
  const next = cron ? nextFiring(cron, now) : null;
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.scheduledTask.updateMany({
      where: { id: task.id, enabled: true, nextRunAt: task.nextRunAt },
      data: { nextRunAt: next, lastRunAt: now },
    });
    if (claimed.count !== 1) return false;
    let jobId: number | null = null;
    try {
      jobId = await enqueueSiteJob(
        tx,
        { siteId: task.siteId, kind: task.type, params: jobParams(task), createdById: task.createdById },
        true,
      );
    } catch (error) {
      // The same job still queued or running (the last firing, or a hand-started one): skipped.
      if (!isAppError(error) || error.code !== "RULE_VIOLATION") throw error;
    }
    await tx.scheduledTask.update({
      where: { id: task.id },
      data: jobId
        ? { lastJobId: jobId, lastStatus: "queued", lastMessage: null, lastDurationMs: null }
        : { lastStatus: "skipped", lastMessage: "task.previousRunning", lastDurationMs: null },
    });
    await recordOperation(tx, {
      actor: { userId: task.createdById, username: null, siteId: task.siteId },
      meta: SYSTEM_META,
      operation: jobId ? "fire" : "skip",
      resource: "scheduledTask",
      targetId: task.id,
      detail: { name: task.name, jobId },
    });
    return true;
  });
}

/** Fires every task due at `now`; returns how many this call fired. */
export async function fireDueTasks(now = new Date()): Promise<number> {
  const due = await prisma.scheduledTask.findMany({
    where: { enabled: true, nextRunAt: { lte: now } },
    orderBy: { nextRunAt: "asc" },
    take: BATCH,
    select: {
      id: true,
      siteId: true,
      name: true,
      type: true,
      channelId: true,
      execycle: true,
      intervalUnit: true,
      intervalMinute: true,
      intervalHour: true,
      minute: true,
      hour: true,
      dayOfWeek: true,
      dayOfMonth: true,
      cronExpression: true,
      nextRunAt: true,
      createdById: true,
    },
  });
  let fired = 0;
  for (const task of due) if (await fireTask(task, now)) fired++;
  if (fired > 0) startQueuedSiteJobs();
  return fired;
}

export const scheduledTaskTick = defineJobKind({
  name: "scheduled-task-tick",
  data: z.object({}).passthrough(),
  async run() {
    await fireDueTasks();
    return "done";
  },
  async abandoned() {},
  cron: "* * * * *",
});
