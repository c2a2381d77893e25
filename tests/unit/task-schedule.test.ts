import { intervalCron, nextFiring, standardCron, taskCron } from "@suyuan/api/services/scheduled-task/task-schedule";
import { describe, expect, it } from "vitest";

// When a scheduled task fires: the origin's interval settings as cron, Quartz expressions read as
// cron, and the next firing in China's time zone.

const at = (text: string) => new Date(text);

describe("task schedules", () => {
  it("derive the origin's cron from the interval settings (weekday 1 = Sunday)", () => {
    expect(intervalCron({ intervalUnit: "minute", intervalMinute: 15 })).toBe("*/15 * * * *");
    expect(intervalCron({ intervalUnit: "hour", intervalHour: 6 })).toBe("0 */6 * * *");
    expect(intervalCron({ intervalUnit: "day", hour: 2, minute: 30 })).toBe("30 2 * * *");
    expect(intervalCron({ intervalUnit: "week", dayOfWeek: "2", hour: 8, minute: 0 })).toBe("0 8 * * 1");
    expect(intervalCron({ intervalUnit: "month", dayOfMonth: 1, hour: 0, minute: 5 })).toBe("5 0 1 * *");
  });

  it("read 6-field Quartz expressions without their seconds, ? as *, and weekdays moved to cron's", () => {
    expect(standardCron("0 0 2 * * ?")).toBe("0 2 * * *");
    expect(standardCron("0 30 8 ? * 2-6")).toBe("30 8 * * 1-5");
    expect(standardCron("0 0 12 ? * 1")).toBe("0 12 * * 0");
    expect(standardCron(" */5  * * * * ")).toBe("*/5 * * * *");
    expect(standardCron("0 0 12 * * ? 2027")).toBeNull();
    expect(standardCron("")).toBeNull();
  });

  it("give no schedule while a field the unit needs is missing", () => {
    expect(taskCron({ execycle: "interval", intervalUnit: "day", hour: 2, minute: null })).toBeNull();
    expect(taskCron({ execycle: "cron", cronExpression: "0 0 2 * * ?" })).toBe("0 2 * * *");
  });

  it("fire next in Asia/Shanghai time, strictly after the moment given", () => {
    // 02:30 in Shanghai is 18:30 UTC the day before.
    expect(nextFiring("30 2 * * *", at("2026-11-28T12:00:00Z"))?.toISOString()).toBe("2026-11-28T18:30:00.000Z");
    expect(nextFiring("30 2 * * *", at("2026-11-28T18:30:00Z"))?.toISOString()).toBe("2026-11-29T18:30:00.000Z");
    expect(nextFiring("*/15 * * * *", at("2026-11-28T12:07:00Z"))?.toISOString()).toBe("2026-11-28T12:15:00.000Z");
    expect(nextFiring("not a cron", at("2026-11-28T12:00:00Z"))).toBeNull();
  });
});
