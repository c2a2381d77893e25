import { ZWatermark, type TWatermark } from "@suyuan/contracts/config/watermark";
import { prisma } from "@suyuan/db/client";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { defineAppSetting, readAppSetting, writeAppSetting } from "../settings/app-settings.ts";

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

/** Replaces the whole setting (the origin's mark_update), logged with the old and new values. */
export async function updateWatermark(ctx: ServiceContext, input: TWatermark): Promise<TWatermark> {
  return prisma.$transaction(async (tx) => {
    const old = await readAppSetting(tx, watermarkSetting);
    await writeAppSetting(tx, watermarkSetting, input);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "watermark",
      detail: { old, new: input },
    });
    return input;
  });
}
