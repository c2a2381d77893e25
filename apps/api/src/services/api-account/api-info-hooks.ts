import type { ResourceHooks } from "../../kit/resource-service.ts";
import { sql } from "../../kit/item-values.ts";
import { LOCAL_TODAY } from "../public-site/content-order.ts";

/** API interfaces (a kit resource): today's calls and the calls counted so far, from the daily counters. */
export const apiInfoHooks: ResourceHooks = {
  computed: {
    callDayCount: sql(
      () =>
        `(SELECT coalesce(sum(d.calls), 0)::int FROM api_info_day d WHERE d.info_id = t.id AND d.day = ${LOCAL_TODAY})`,
    ),
    callTotalCount: sql(() => `(SELECT coalesce(sum(d.calls), 0)::int FROM api_info_day d WHERE d.info_id = t.id)`),
  },
};
