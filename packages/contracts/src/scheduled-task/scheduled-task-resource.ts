import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput, type FieldSpec } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";

/** What a firing does: the site job it queues (static pages of part 2). */
export const TASK_TYPES = ["static_index", "static_channel", "static_content"] as const;

/** The origin's weekdays: 1 Sunday … 7 Saturday. */
const WEEKDAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

export const TASK_UNITS = ["minute", "hour", "day", "week", "month"] as const;
export type TaskUnit = (typeof TASK_UNITS)[number];

/** How a task's last firing ended: its site job's state, or skipped while the previous one ran. */
const TASK_RUN_STATUSES = ["queued", "running", "done", "failed", "skipped"] as const;

/** The fields each interval unit needs (the origin's intervalMinute … dayOfMonth). */
export const UNIT_FIELDS: Record<TaskUnit, readonly string[]> = {
  minute: ["intervalMinute"],
  hour: ["intervalHour"],
  day: ["hour", "minute"],
  week: ["dayOfWeek", "hour", "minute"],
  month: ["dayOfMonth", "hour", "minute"],
};

/** A choice that may be empty (and is stored and answered as null then). */
function nullableChoice<F extends FieldSpec, I extends z.ZodType>(spec: F, input: I, options: { required: boolean }) {
  return { ...withInput(spec, input, options), output: z.enum(WEEKDAYS).nullable() };
}

/**
 * Scheduled tasks (定时任务): a site's static pages regenerated on a schedule, every N minutes or
 * hours, daily, weekly, monthly at a time, or by a cron expression. The job queue fires each due
 * task once across every process (Asia/Shanghai time); each firing is a site job whose progress
 * and outcome the task shows as its last result.
 */
export const scheduledTaskResource = defineResource({
  name: "scheduledTask",
  model: "scheduledTask",
  legacy: [],
  label: { zh: "定时任务", en: "Scheduled task" },
  titleField: "name",
  scope: "site",
  keys: { list: "/task/list", create: "/task/save", update: "/task/update", delete: "/task/delete" },
  fields: {
    name: withInput(
      field.text({ zh: "任务名称", en: "Name" }, { required: true, max: 100 }),
      zText(100, "validation.nameRequired"),
    ),
    type: field.enumOf(
      { zh: "任务类型", en: "Type" },
      {
        values: TASK_TYPES,
        options: {
          static_index: { zh: "首页静态化", en: "Home page" },
          static_channel: { zh: "栏目页静态化", en: "Channel pages" },
          static_content: { zh: "内容页静态化", en: "Content pages" },
        },
        default: "static_index",
      },
    ),
    channelId: field.integer({ zh: "栏目（空为全部栏目）", en: "Channel (empty: all)" }, { min: 1 }),
    execycle: field.enumOf(
      { zh: "执行周期", en: "Schedule" },
      {
        values: ["interval", "cron"],
        options: { interval: { zh: "按时间间隔", en: "By interval" }, cron: { zh: "按表达式", en: "Cron expression" } },
        default: "interval",
      },
    ),
    intervalUnit: field.enumOf(
      { zh: "间隔单位", en: "Interval unit" },
      {
        values: TASK_UNITS,
        options: {
          minute: { zh: "分钟", en: "Minutes" },
          hour: { zh: "小时", en: "Hours" },
          day: { zh: "每天", en: "Daily" },
          week: { zh: "每周", en: "Weekly" },
          month: { zh: "每月", en: "Monthly" },
        },
        default: "day",
      },
    ),
    intervalMinute: field.integer({ zh: "每隔（分钟）", en: "Every (minutes)" }, { min: 1, max: 59 }),
    intervalHour: field.integer({ zh: "每隔（小时）", en: "Every (hours)" }, { min: 1, max: 23 }),
    dayOfMonth: field.integer({ zh: "日（1-31）", en: "Day of month" }, { min: 1, max: 31 }),
    // Only weekly tasks have one: empty otherwise.
    dayOfWeek: nullableChoice(
      field.enumOf(
        { zh: "星期", en: "Day of week" },
        {
          values: WEEKDAYS,
          options: {
            "1": { zh: "星期日", en: "Sunday" },
            "2": { zh: "星期一", en: "Monday" },
            "3": { zh: "星期二", en: "Tuesday" },
            "4": { zh: "星期三", en: "Wednesday" },
            "5": { zh: "星期四", en: "Thursday" },
            "6": { zh: "星期五", en: "Friday" },
            "7": { zh: "星期六", en: "Saturday" },
          },
        },
      ),
      z
        .enum(WEEKDAYS, { error: "validation.choose" })
        .nullish()
        .transform((value) => value ?? null),
      { required: false },
    ),
    hour: field.integer({ zh: "时（0-23）", en: "Hour" }, { min: 0, max: 23 }),
    minute: field.integer({ zh: "分（0-59）", en: "Minute" }, { min: 0, max: 59 }),
    cronExpression: field.text({ zh: "Cron 表达式", en: "Cron expression" }, { max: 120 }),
    enabled: field.boolean({ zh: "启用", en: "Enabled" }, { default: true }),
    remark: field.textarea({ zh: "备注", en: "Remark" }, { max: 255 }),
  },
  refine: (data, ctx) => {
    const need = (key: string) => {
      if (data[key] === null || data[key] === undefined || data[key] === "")
        ctx.addIssue({ code: "custom", path: [key], message: "validation.required" });
    };
    if (data.execycle === "cron") need("cronExpression");
    else for (const key of UNIT_FIELDS[(data.intervalUnit as TaskUnit | undefined) ?? "day"]) need(key);
  },
  extraItem: {
    nextRunAt: z.date().nullable(),
    lastRunAt: z.date().nullable(),
    lastStatus: z.enum(TASK_RUN_STATUSES).nullable(),
    lastMessage: z.string().nullable(),
    lastDurationMs: z.number().nullable(),
    lastJobId: z.number().nullable(),
  },
  filters: {
    name: filter.contains("name"),
    type: filter.equals("type"),
    enabled: filter.equals("enabled"),
  },
  sortKeys: ["createdAt", "name", "nextRunAt", "lastRunAt"],
  columns: [
    { key: "name", sortable: true },
    { key: "type" },
    { key: "enabled", priority: "high" },
    { key: "nextRunAt", sortable: true, label: { zh: "下次执行", en: "Next run" } },
    { key: "lastRunAt", sortable: true, label: { zh: "上次执行", en: "Last run" } },
    { key: "lastStatus", priority: "high", label: { zh: "上次结果", en: "Last result" } },
    { key: "lastDurationMs", label: { zh: "耗时（毫秒）", en: "Duration (ms)" } },
    { key: "remark", priority: "low" },
  ],
  sections: [
    { title: { zh: "任务", en: "Task" }, fields: ["name", "type", "channelId", "enabled", "remark"] },
    {
      title: { zh: "执行时间", en: "When it runs" },
      fields: [
        "execycle",
        "intervalUnit",
        "intervalMinute",
        "intervalHour",
        "dayOfMonth",
        "dayOfWeek",
        "hour",
        "minute",
        "cronExpression",
      ],
    },
  ],
  routes: { list: "/task/list", create: "/task/save", update: "/task/update" },
  menu: {
    group: "templateResource",
    after: "/static/list",
    titles: {
      list: { zh: "定时任务", en: "Scheduled tasks" },
      create: { zh: "新增任务", en: "Add task" },
      update: { zh: "编辑任务", en: "Edit task" },
    },
  },
  hint: {
    zh: "到点后由任务队列执行一次（多台服务器也只执行一次），时间按北京时间。Cron 表达式为 5 段（分 时 日 月 周）；带秒的 6 段 Quartz 表达式也可，秒被忽略。",
    en: "The job queue runs each firing once, whichever server is up (China time). Cron takes 5 fields (minute hour day month weekday); a 6-field Quartz expression is accepted, its seconds ignored.",
  },
});
