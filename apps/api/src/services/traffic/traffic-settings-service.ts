import type { TTrafficSettings } from "@suyuan/contracts/traffic/traffic-operations";
import { prisma } from "@suyuan/db/client";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { readAppSetting, writeAppSetting } from "../settings/app-settings.ts";
import { trafficSetting } from "./traffic-settings.ts";

export function getTrafficSettings(): Promise<TTrafficSettings> {
  return readAppSetting(prisma, trafficSetting);
}

/** Switches collection and sets the retention; every process follows within its next flush (5 s). */
export async function updateTrafficSettings(ctx: ServiceContext, input: TTrafficSettings): Promise<TTrafficSettings> {
  return prisma.$transaction(async (tx) => {
    const old = await readAppSetting(tx, trafficSetting);
    await writeAppSetting(tx, trafficSetting, input);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "traffic-settings",
      detail: { old, new: input },
    });
    return input;
  });
}
