import { ZWatermark, type TWatermark } from "@suyuan/contracts/config/watermark";
import { prisma } from "@suyuan/db/client";
import type { ServiceContext } from "../service-context.ts";
import { defineAppSetting, readAppSetting } from "../settings/app-settings.ts";
import { updateSettingGroup, type SettingGroup } from "../settings/setting-groups.ts";

/** The watermark of uploaded images (config/mark_*): off until an administrator switches it on. */
export const watermarkSetting = defineAppSetting({
  key: "watermark",
  schema: ZWatermark,
  defaults: {
    on: false,
    minWidth: 120,
    minHeight: 120,
    imagePath: "",
    content: "",
    size: 20,
    color: "#FF0000",
    alpha: 50,
    pos: 1,
    offsetX: 0,
    offsetY: 0,
  } satisfies TWatermark,
});

export function getWatermark(): Promise<TWatermark> {
  return readAppSetting(prisma, watermarkSetting);
}

const watermarkGroup: SettingGroup<TWatermark> = { setting: watermarkSetting, resource: "watermark", secrets: [] };

/** Replaces the whole setting (the origin's mark_update), logged with the old and new values. */
export function updateWatermark(ctx: ServiceContext, input: TWatermark): Promise<TWatermark> {
  return updateSettingGroup(ctx, watermarkGroup, () => input);
}
