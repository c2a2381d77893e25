import { column, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";

/** Ads (a kit resource): the counts the public pages gather, and clicks per hundred views. */
export const advertisingHooks: ResourceHooks = {
  computed: {
    displayCount: column("displayCount"),
    clickCount: column("clickCount"),
    percent: sql(() => `CASE WHEN t.display_count > 0 THEN (t.click_count * 100 / t.display_count)::int ELSE 0 END`),
  },
};
