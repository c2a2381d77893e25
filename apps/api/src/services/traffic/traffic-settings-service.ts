import type { TTrafficSettings } from "@suyuan/contracts/traffic/traffic-operations";
import { prisma } from "@suyuan/db/client";
import type { ServiceContext } from "../service-context.ts";
import { readAppSetting } from "../settings/app-settings.ts";
import { updateSettingGroup, type SettingGroup } from "../settings/setting-groups.ts";
import { trafficSetting } from "./traffic-settings.ts";

export function getTrafficSettings(): Promise<TTrafficSettings> {
  return readAppSetting(prisma, trafficSetting);
}

const trafficGroup: SettingGroup<TTrafficSettings> = {
  setting: trafficSetting,
  resource: "traffic-settings",
  secrets: [],
};

/** Switches collection and sets the retention; every process follows within its next flush (5 s). */
export function updateTrafficSettings(ctx: ServiceContext, input: TTrafficSettings): Promise<TTrafficSettings> {
  return updateSettingGroup(ctx, trafficGroup, () => input);
}
