import { prisma, type DbClient } from "@suyuan/db/client";
import { sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { storedDayText } from "../../lib/stored-day.ts";
import { assertMayWriteDay, assertNotFuture, firstOpenDay, reportExistsError } from "./daily-report-rules.ts";

/** The station's name, for messages (the id when it is gone). */
export async function stationName(db: DbClient, stationId: number): Promise<string> {
  const station = await db.villageStation.findUnique({ where: { id: stationId }, select: { name: true } });
  return station?.name ?? String(stationId);
}

/**
 * A report is for a day that has begun; one per station and day (checked here with a message
 * naming both, decided by the unique constraint under a race, answered with the same message);
 * old reports are county staff's (daily-report-rules.ts). Who wrote it is recorded.
 */
export const dailyReportHooks: ResourceHooks = {
  async prepare(tx, ctx, data, current) {
    const day = storedDayText(data.day as Date);
    assertNotFuture(day);
    if (current) assertMayWriteDay(ctx, storedDayText(current.day as Date));
    assertMayWriteDay(ctx, day);
    const stationId = data.stationId as number;
    const clash = await tx.dailyReport.findFirst({
      where: { stationId, day: data.day as Date, ...(current ? { id: { not: current.id as number } } : {}) },
      select: { id: true },
    });
    if (clash) throw reportExistsError(await stationName(tx, stationId), day);
    return current
      ? { ...data, updatedById: ctx.actor.userId }
      : { ...data, createdById: ctx.actor.userId, updatedById: ctx.actor.userId };
  },
  // A save that lost a race for the station and day (both passed the check above, the unique
  // constraint refused the second) is answered as the check would have answered it.
  async mapError(error, input) {
    if (error.messageKey !== "error.duplicate") return error;
    return reportExistsError(await stationName(prisma, input.stationId as number), String(input.day));
  },
  beforeDelete(_tx, ctx, rows) {
    for (const row of rows) assertMayWriteDay(ctx, storedDayText(row.day as Date));
    return Promise.resolve();
  },
  computed: {
    // Older than DAILY_REPORT_EDIT_DAYS (daily-report-rules.ts: isLockedDay).
    locked: sql((bind) => `(t.day < ${bind(firstOpenDay())}::date)`),
    reporter: sql(
      () => `(SELECT COALESCE(NULLIF(u.real_name, ''), u.username) FROM app_user u WHERE u.id = t.created_by_id)`,
    ),
  },
};
