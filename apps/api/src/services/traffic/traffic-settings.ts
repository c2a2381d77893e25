import { z } from "zod";
import { defineAppSetting } from "../settings/app-settings.ts";

/** Traffic statistics: whether public page views are collected, and how long raw views are kept. */
export const trafficSetting = defineAppSetting({
  key: "traffic",
  schema: z.object({ collect: z.boolean(), retentionDays: z.number().int().min(1).max(3650) }),
  defaults: { collect: true, retentionDays: 30 },
});
