import type { TFlowPeriod } from "@suyuan/contracts/traffic/traffic-operations";
import { AppError } from "../../lib/app-error.ts";
import { todayInChina } from "../../lib/stored-day.ts";

// A flow period (the origin's `flag`) as days and the buckets its rows are labelled by.

export type FlowWindow = {
  from: string;
  to: string;
  /** hour: 24 rows of one day; day: one row per day ("M/D"); month: 12 rows of a year. */
  unit: "hour" | "day" | "month";
};

const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => dayText(dayNumber(day) + days);

function lastDayOfMonth(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

const refused = (field: string, messageKey = "validation.required") =>
  new AppError("BAD_REQUEST", { messageKey, fieldErrors: { [field]: [messageKey] } });

/** The window of a period; `defaultFlag` where the path's default differs (flow/source/list: 2). */
export function flowWindow(period: TFlowPeriod, defaultFlag = 4, today = todayInChina()): FlowWindow | null {
  const monthStart = `${today.slice(0, 7)}-01`;
  // Relative windows are the server's: the browser's clock may stand in another day than China's.
  if (period.lastDays) return { from: addDays(today, 1 - period.lastDays), to: today, unit: "day" };
  switch (period.flag ?? defaultFlag) {
    case 1:
      return { from: monthStart, to: lastDayOfMonth(today), unit: "day" };
    case 2: {
      const year = period.year?.slice(0, 4) ?? today.slice(0, 4);
      return { from: `${year}-01-01`, to: `${year}-12-31`, unit: "month" };
    }
    case 3: {
      if (!period.begin && !period.end) return { from: monthStart, to: today, unit: "day" };
      if (!period.begin) throw refused("begin");
      if (!period.end) throw refused("end");
      if (period.end < period.begin) throw refused("end", "validation.invalid");
      if (dayNumber(period.end) - dayNumber(period.begin) >= MAX_RANGE_DAYS) throw refused("end", "validation.invalid");
      return { from: period.begin, to: period.end, unit: "day" };
    }
    case 5:
      return period.statisDay ? { from: period.statisDay, to: period.statisDay, unit: "hour" } : null;
    case 6: {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday, unit: "hour" };
    }
    default:
      return { from: today, to: today, unit: "hour" };
  }
}

/** The labels of a window's rows, in order: hours 0-23, "M/D" per day, months 1-12. */
export function windowLabels(window: FlowWindow): (string | number)[] {
  if (window.unit === "hour") return Array.from({ length: 24 }, (_, hour) => hour);
  if (window.unit === "month") return Array.from({ length: 12 }, (_, month) => month + 1);
  const labels: string[] = [];
  for (let n = dayNumber(window.from); n <= dayNumber(window.to); n += 1) labels.push(dayLabel(dayText(n)));
  return labels;
}

/** "11/28" for 2026-11-28, as the origin labels days. */
export function dayLabel(day: string): string {
  return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
}

/** The label of a day's row in a window of days or months. */
export function bucketOf(window: FlowWindow, day: string): string | number {
  return window.unit === "month" ? Number(day.slice(5, 7)) : dayLabel(day);
}
