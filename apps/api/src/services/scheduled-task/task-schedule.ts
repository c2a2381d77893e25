import cronParser from "cron-parser";
import { UNIT_FIELDS, type TaskUnit } from "@suyuan/contracts/scheduled-task/scheduled-task-resource";

// When a scheduled task fires: its interval settings as a cron expression (the origin's derivation,
// minute resolution), or its own expression; the next firing after a moment, in China's time zone.
// cron-parser (a dependency of pg-boss already) reads the expressions.

export const SCHEDULE_TIME_ZONE = "Asia/Shanghai";

type Row = Record<string, unknown>;

const num = (value: unknown) => (typeof value === "number" ? value : Number(value));

/** The interval settings as a 5-field cron expression (Quartz's weekday 1 = Sunday becomes 0). */
export function intervalCron(row: Row): string {
  const unit = row.intervalUnit as TaskUnit;
  const at = `${num(row.minute)} ${num(row.hour)}`;
  switch (unit) {
    case "minute":
      return `*/${num(row.intervalMinute)} * * * *`;
    case "hour":
      return `0 */${num(row.intervalHour)} * * *`;
    case "day":
      return `${at} * * *`;
    case "week":
      return `${at} * * ${num(row.dayOfWeek) - 1}`;
    case "month":
      return `${at} ${num(row.dayOfMonth)} * *`;
  }
}

/**
 * A stored expression as the parser takes it: 5 fields as they are; 6 (Quartz, seconds first)
 * without the seconds, `?` as `*`, and the weekday numbers moved from Quartz's 1-7 (Sunday first)
 * to cron's 0-6. Null for anything else (a year field, an empty text).
 */
export function standardCron(expression: string): string | null {
  const parts = expression.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 5) return parts.join(" ");
  if (parts.length !== 6) return null;
  const [, minute, hour, day, month, weekday] = parts.map((part) => part.replace(/\?/g, "*"));
  const cronWeekday = weekday!.replace(/\d+/g, (digits) => String((Number(digits) + 6) % 7));
  return [minute, hour, day, month, cronWeekday].join(" ");
}

/** The task's schedule as one cron expression, or null when it has none that parses. */
export function taskCron(row: Row): string | null {
  if (row.execycle === "cron") return typeof row.cronExpression === "string" ? standardCron(row.cronExpression) : null;
  const unit = row.intervalUnit as TaskUnit | undefined;
  if (!unit || UNIT_FIELDS[unit].some((key) => row[key] === null || row[key] === undefined)) return null;
  return intervalCron(row);
}

/** The first firing strictly after `after`, or null when the expression is invalid or never fires. */
export function nextFiring(cron: string, after: Date): Date | null {
  try {
    const interval = cronParser.parseExpression(cron, { currentDate: after, tz: SCHEDULE_TIME_ZONE });
    return interval.next().toDate();
  } catch {
    return null;
  }
}

/** Whether the expression parses (it may still never fire: nextFiring says). */
export function cronParses(cron: string): boolean {
  try {
    cronParser.parseExpression(cron, { tz: SCHEDULE_TIME_ZONE });
    return true;
  } catch {
    return false;
  }
}
