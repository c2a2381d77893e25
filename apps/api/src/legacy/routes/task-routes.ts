import {
  scheduledTaskResource,
  TASK_TYPES,
  TASK_UNITS,
} from "@suyuan/contracts/scheduled-task/scheduled-task-resource";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { RESOURCE_SERVICES } from "../../services/resource-services.ts";
import { formatDateTime } from "../../services/export/export-formats.ts";
import { formBoolean, formIds, formNumber, formNumberOrNull, formPaging } from "../form-values.ts";
import { legacyRoute } from "../legacy-route.ts";
import { procedureAccess } from "../procedure-access.ts";

// task/* as the origin's admin client sends and reads them (origin-operations.md, section 5): the
// type, the cycle and the interval unit as the origin's numbers, the channel as attr_channel_id,
// `enable`, and the Java job class the client sends (ignored: the type decides). The kit resource
// scheduledTask holds the tasks; these routes translate its items and inputs.

type Row = Record<string, unknown>;
type Fields = Record<string, string | undefined>;

const service = RESOURCE_SERVICES.scheduledTask;
const JOB_CLASSES = ["IndexStaticJob", "ChannelStaticJob", "ContentStaticJob"].map(
  (name) => `com.jeecms.cms.task.job.${name}`,
);
const blank = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value);

/** The origin's number of a value in `values` (1-based), or the text itself for the contract to refuse. */
const fromCode = <V extends string>(values: readonly V[], code: string | undefined): V | string | undefined => {
  if (blank(code) === undefined) return undefined;
  const index = Number(code) - 1;
  return values[index] ?? code;
};
const toCode = (values: readonly string[], value: unknown) =>
  typeof value === "string" && values.includes(value) ? values.indexOf(value) + 1 : null;
const dateText = (value: unknown) => (value instanceof Date ? formatDateTime(value) : null);

/** A task as the origin's task/list and task/get answer it (null values dropped, as org.json does). */
function originTask(item: Row): Row {
  const task: Row = {
    id: item.id,
    taskCode: `task-${String(item.id)}`,
    type: toCode(TASK_TYPES, item.type),
    name: item.name,
    jobClass: JOB_CLASSES[TASK_TYPES.indexOf(item.type as never)],
    execycle: item.execycle === "cron" ? 2 : 1,
    intervalUnit: item.execycle === "cron" ? null : toCode(TASK_UNITS, item.intervalUnit),
    intervalMinute: item.intervalMinute,
    intervalHour: item.intervalHour,
    minute: item.minute,
    hour: item.hour,
    dayOfWeek: item.dayOfWeek === null ? null : Number(item.dayOfWeek),
    dayOfMonth: item.dayOfMonth,
    cronExpression: item.cronExpression,
    enable: item.enabled,
    remark: item.remark,
    createTime: dateText(item.createdAt),
    attr_channel_id: item.channelId,
    nextRunTime: dateText(item.nextRunAt),
    lastRunTime: dateText(item.lastRunAt),
    lastStatus: item.lastStatus,
  };
  return Object.fromEntries(Object.entries(task).filter(([, value]) => value !== null && value !== undefined));
}

/** The task fields of a save or update form, as the resource's input. */
function taskData(fields: Fields): Row {
  const type = blank(fields.type);
  if (type === "4" || type === "5") throw new AppError("PARAMETER", { messageKey: "task.typeNotOffered" });
  const execycle = blank(fields.execycle);
  return {
    name: fields.name,
    type: fromCode(TASK_TYPES, type),
    channelId: formNumberOrNull(blank(fields.attr_channel_id) === "0" ? "" : fields.attr_channel_id),
    execycle: execycle === undefined ? undefined : execycle === "2" ? "cron" : execycle === "1" ? "interval" : execycle,
    intervalUnit: fromCode(TASK_UNITS, fields.intervalUnit),
    intervalMinute: formNumberOrNull(fields.intervalMinute),
    intervalHour: formNumberOrNull(fields.intervalHour),
    dayOfMonth: formNumberOrNull(fields.dayOfMonth),
    dayOfWeek: blank(fields.dayOfWeek),
    hour: formNumberOrNull(fields.hour),
    minute: formNumberOrNull(fields.minute),
    cronExpression: blank(fields.cronExpression) ?? null,
    enabled: formBoolean(fields.enable) ?? true,
    remark: fields.remark ?? null,
  };
}

const { schemas } = scheduledTaskResource;

export const taskRoutes = [
  legacyRoute({
    paths: ["/task/list"],
    ...procedureAccess("scheduledTask.find"),
    input: schemas.find,
    fromForm: (fields) => ({ ...formPaging(fields), sortBy: "createdAt", sortDir: "desc" }),
    async handle(ctx, input) {
      const page = await service.find(ctx, input as never);
      return { body: page.items.map(originTask), totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/task/get"],
    ...procedureAccess("scheduledTask.get"),
    input: z.object({ id: z.number().int().min(0) }),
    fromForm: (fields) => ({ id: formNumber(fields.id) ?? 0 }),
    async handle(ctx, input) {
      // id 0: the empty task the origin's add form starts from.
      if (input.id === 0) return { body: { id: 0, execycle: 1, intervalUnit: 3, enable: true } };
      return { body: originTask(await service.get(ctx, input.id)) };
    },
  }),
  legacyRoute({
    paths: ["/task/save"],
    ...procedureAccess("scheduledTask.create"),
    input: schemas.fields,
    fromForm: taskData,
    async handle(ctx, input) {
      return { body: await service.create(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/task/update"],
    ...procedureAccess("scheduledTask.update"),
    input: schemas.update,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: taskData(fields) }),
    async handle(ctx, input) {
      await service.update(ctx, input.id, input.data);
      return { body: { id: input.id } };
    },
  }),
  legacyRoute({
    paths: ["/task/delete"],
    ...procedureAccess("scheduledTask.delete"),
    input: schemas.delete,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      await service.delete(ctx, input.ids);
      return { body: "" };
    },
  }),
];
