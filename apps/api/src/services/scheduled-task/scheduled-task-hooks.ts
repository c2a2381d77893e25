import { UNIT_FIELDS, type TaskUnit } from "@suyuan/contracts/scheduled-task/scheduled-task-resource";
import { column } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { assertSiteChannel } from "../static-pages/static-jobs.ts";
import { cronParses, nextFiring, standardCron, taskCron } from "./task-schedule.ts";

type Row = Record<string, unknown>;

/** The interval settings a cron task clears (its unit stays: the form starts from it when switched back). */
const TIMING_FIELDS = ["intervalMinute", "intervalHour", "dayOfMonth", "dayOfWeek", "hour", "minute"];

const refuse = (field: string, messageKey: string) =>
  new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });

/**
 * Scheduled tasks (a kit resource): the channel is the site's, the expression parses, and the next
 * firing is computed with every write (null while disabled), so the minute tick only reads
 * `next_run_at`. The last result columns are written by the tick and the site job, never by a form.
 */
export const scheduledTaskHooks: ResourceHooks = {
  computed: Object.fromEntries(
    ["nextRunAt", "lastRunAt", "lastStatus", "lastMessage", "lastDurationMs", "lastJobId"].map((key) => [
      key,
      column(key),
    ]),
  ),

  async prepare(tx, ctx, data, current) {
    const row: Row = { ...current, ...data };
    if (row.type === "static_index") data.channelId = null;
    else await assertSiteChannel(tx, currentSite(ctx), (row.channelId as number | null) ?? undefined);
    // The other mode's settings are cleared, as the origin does.
    // Kept in cron mode too (the form starts from it when switched back); callers that skip the
    // input schema's default get the daily unit.
    data.intervalUnit = row.intervalUnit ?? "day";
    row.intervalUnit = data.intervalUnit;
    if (row.execycle === "cron") {
      for (const key of TIMING_FIELDS) data[key] = null;
      const expression = typeof row.cronExpression === "string" ? row.cronExpression.trim() : "";
      const cron = standardCron(expression);
      if (!cron || !cronParses(cron)) throw refuse("cronExpression", "task.cronInvalid");
      data.cronExpression = expression;
    } else {
      data.cronExpression = null;
      const unit = row.intervalUnit as TaskUnit;
      for (const key of TIMING_FIELDS) if (!UNIT_FIELDS[unit].includes(key)) data[key] = null;
    }
    const cron = taskCron({ ...row, ...data });
    const next = cron ? nextFiring(cron, new Date()) : null;
    if (!next) throw refuse(row.execycle === "cron" ? "cronExpression" : "intervalUnit", "task.neverRuns");
    data.nextRunAt = row.enabled === false ? null : next;
    if (!current) data.createdById = ctx.actor.userId;
    return data;
  },
};
