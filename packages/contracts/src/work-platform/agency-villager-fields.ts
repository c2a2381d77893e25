import type { z } from "zod";
import { filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

// The purchase and sales agency both serve one villager through one station; these are the
// fields, filters, form section and check they share.

/** The station, and the villager as a people-served record or a typed name with a phone. */
export const VILLAGER_STATION_FIELDS = {
  stationId: field.lookup(
    { zh: "服务站", en: "Village station" },
    { source: "station", relation: "station", required: true },
  ),
  userInfoId: field.lookup(
    { zh: "村民档案", en: "Villager record" },
    {
      source: "userInfo",
      relation: "userInfo",
      hint: { zh: "从用户信息中选择，或直接填写姓名", en: "Pick from user info, or type the name" },
    },
  ),
  villagerName: field.text({ zh: "村民姓名", en: "Villager" }, { max: 50 }),
  villagerPhone: field.phone({ zh: "联系电话", en: "Phone" }),
};

export const VILLAGER_STATION_FILTERS = {
  villagerName: filter.contains("villagerName", { zh: "村民姓名", en: "Villager" }),
  stationId: filter.equals("stationId", { zh: "服务站", en: "Village station" }),
};

export const VILLAGER_STATION_SECTION = {
  title: { zh: "村民与服务站", en: "Villager and station" },
  fields: ["stationId", "userInfoId", "villagerName", "villagerPhone"],
} as const;

/** Whether a free-text name was typed (not blank). */
export const isNamed = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** A villager is either picked from the records or named. */
export function refineVillager(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (data.userInfoId == null && !isNamed(data.villagerName))
    ctx.addIssue({ code: "custom", message: "validation.villagerRequired", path: ["villagerName"] });
}
