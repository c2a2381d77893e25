import { DAILY_REPORT_EDIT_DAYS } from "@suyuan/contracts/daily-report/daily-report-resource";
import { AppError } from "../../lib/app-error.ts";
import { isStationOperator } from "../access/station-scope.ts";
import { todayInChina } from "../../lib/stored-day.ts";
import type { ServiceContext } from "../service-context.ts";

const DAY_MS = 86_400_000;

/** The first day whose report a station operator may still write (today − DAILY_REPORT_EDIT_DAYS, China time). */
export function firstOpenDay(now = Date.now()): string {
  return todayInChina(now - DAILY_REPORT_EDIT_DAYS * DAY_MS);
}

/** A report of this day (yyyy-MM-dd) is older than DAILY_REPORT_EDIT_DAYS days. */
function isLockedDay(day: string, now = Date.now()): boolean {
  return day < firstOpenDay(now);
}

/**
 * Reports older than DAILY_REPORT_EDIT_DAYS days are written (backdated, changed, deleted) only by
 * county staff: users not bound to a station. An operator gets a clear refusal naming the limit.
 */
export function assertMayWriteDay(ctx: ServiceContext, day: string, now = Date.now()): void {
  if (isLockedDay(day, now) && isStationOperator(ctx))
    throw new AppError("RULE_VIOLATION", {
      messageKey: "error.dailyReportLocked",
      params: { day, days: DAILY_REPORT_EDIT_DAYS },
    });
}

/** A report is of a day that has begun (China time): none for tomorrow. */
export function assertNotFuture(day: string, now = Date.now()): void {
  if (day > todayInChina(now))
    throw new AppError("BAD_REQUEST", {
      messageKey: "validation.dailyReportFuture",
      fieldErrors: { day: ["validation.dailyReportFuture"] },
    });
}

/** The answer for a second report of a station and day, naming both. */
export function reportExistsError(station: string, day: string): AppError {
  return new AppError("BAD_REQUEST", {
    messageKey: "error.dailyReportExists",
    params: { station, day },
    fieldErrors: { day: ["error.dailyReportExists"] },
  });
}
