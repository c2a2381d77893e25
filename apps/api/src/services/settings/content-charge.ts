import type { TContentCharge, TContentChargeInput } from "@suyuan/contracts/config/content-charge";
import { prisma } from "@suyuan/db/client";
import { z } from "zod";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { defineAppSetting, readAppSetting, writeAppSetting } from "./app-settings.ts";

const contentChargeSetting = defineAppSetting({
  key: "contentCharge",
  schema: z.object({
    chargeRatio: z.number(),
    minDrawAmount: z.number(),
    rewardPattern: z.boolean(),
    rewardMin: z.number(),
    rewardMax: z.number(),
    rewardFix: z.array(z.number()),
  }),
  defaults: { chargeRatio: 0, minDrawAmount: 1, rewardPattern: false, rewardMin: 1, rewardMax: 10, rewardFix: [] },
});

type Stored = z.infer<typeof contentChargeSetting.schema>;

function answer(stored: Stored): TContentCharge {
  return {
    id: 1,
    chargeRatio: stored.chargeRatio,
    minDrawAmount: stored.minDrawAmount,
    rewardPattern: stored.rewardPattern,
    rewardMin: stored.rewardMin,
    rewardMax: stored.rewardMax,
    // The origin's attribute names (reward_fix_1, …), as its add-content page reads them.
    fixMap: stored.rewardFix.map((amount, index) => ({ key: `attr_reward_fix_${index + 1}`, value: String(amount) })),
    // Earnings come with paid content, which the product does not sell yet.
    commissionTotal: 0,
    commissionYear: 0,
    commissionMonth: 0,
    commissionDay: 0,
    weixinAppId: "",
    weixinAccount: "",
    alipayAccount: "",
    alipayAppId: "",
    alipayPartnerId: "",
  };
}

export async function getContentCharge(): Promise<TContentCharge> {
  return answer(await readAppSetting(prisma, contentChargeSetting));
}

/** Saves the ratio and tip settings (fields left out keep their values), logged with old and new. */
export async function updateContentCharge(ctx: ServiceContext, input: TContentChargeInput): Promise<TContentCharge> {
  return prisma.$transaction(async (tx) => {
    const old = await readAppSetting(tx, contentChargeSetting);
    const next: Stored = {
      chargeRatio: input.chargeRatio,
      minDrawAmount: input.minDrawAmount ?? old.minDrawAmount,
      rewardPattern: input.rewardPattern ?? old.rewardPattern,
      rewardMin: input.rewardMin ?? old.rewardMin,
      rewardMax: input.rewardMax ?? old.rewardMax,
      rewardFix: input.rewardFix ?? old.rewardFix,
    };
    await writeAppSetting(tx, contentChargeSetting, next);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update",
      resource: "content-charge",
      detail: { old, new: next },
    });
    return answer(next);
  });
}
