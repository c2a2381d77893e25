import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { RESOURCE_SERVICES } from "../resource-services.ts";
import type { ServiceContext } from "../service-context.ts";
import { stationName } from "./daily-report-hooks.ts";
import { reportExistsError } from "./daily-report-rules.ts";

type Data = Record<string, unknown>;

/**
 * A save that lost a race for the station and day (both passed the check, the unique constraint
 * refused the second): answered like the check would have, naming the station and the day.
 */
async function namedDuplicate(error: unknown, data: Data): Promise<unknown> {
  if (!(error instanceof AppError) || error.messageKey !== "error.duplicate") return error;
  const stationId = data.stationId as number;
  return reportExistsError(await stationName(prisma, stationId), String(data.day));
}

export async function createDailyReport(ctx: ServiceContext, data: Data): Promise<{ id: number }> {
  try {
    return await RESOURCE_SERVICES.dailyReport.create(ctx, data);
  } catch (error) {
    throw await namedDuplicate(error, data);
  }
}

export async function updateDailyReport(ctx: ServiceContext, id: number, data: Data): Promise<{ ok: true }> {
  try {
    return await RESOURCE_SERVICES.dailyReport.update(ctx, id, data);
  } catch (error) {
    throw await namedDuplicate(error, data);
  }
}
