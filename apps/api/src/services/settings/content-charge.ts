import type { TContentCharge, TContentChargeInput } from "@suyuan/contracts/config/content-charge";
import { prisma } from "@suyuan/db/client";
import { z } from "zod";
import type { ServiceContext } from "../service-context.ts";
import { defineAppSetting, readAppSetting } from "./app-settings.ts";
import { updateSettingGroup, type SettingGroup } from "./setting-groups.ts";

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

const contentChargeGroup: SettingGroup<Stored> = {
  setting: contentChargeSetting,
  resource: "content-charge",
  secrets: [],
};

/** Saves the ratio and tip settings (fields left out keep their values), logged with old and new. */
export async function updateContentCharge(ctx: ServiceContext, input: TContentChargeInput): Promise<TContentCharge> {
  const saved = await updateSettingGroup(ctx, contentChargeGroup, (old) => ({
    chargeRatio: input.chargeRatio,
    minDrawAmount: input.minDrawAmount ?? old.minDrawAmount,
    rewardPattern: input.rewardPattern ?? old.rewardPattern,
    rewardMin: input.rewardMin ?? old.rewardMin,
    rewardMax: input.rewardMax ?? old.rewardMax,
    rewardFix: input.rewardFix ?? old.rewardFix,
  }));
  return answer(saved);
}
