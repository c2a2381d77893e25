import {
  ZChannelViews,
  ZChannelViewsInput,
  ZGlobalStatistic,
  ZStatisticSeries,
  ZStatisticSeriesInput,
  ZTrafficSettings,
} from "@suyuan/contracts/traffic/traffic-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import {
  channelViews,
  contentSeries,
  emptySeries,
  globalStatistic,
  workloadSeries,
} from "../../../services/traffic/site-statistics.ts";
import { getTrafficSettings, updateTrafficSettings } from "../../../services/traffic/traffic-settings-service.ts";
import { permissionProcedure } from "../../init.ts";

// The current site's work figures (statistic/*/list), the dashboard's counters (global/statistic)
// and the traffic settings.

const seriesProcedure = () => permissionProcedure("/flow/list").input(ZStatisticSeriesInput).output(ZStatisticSeries);

/** statistic/content/list: approved contents by release date. */
export const contentSeriesProcedure = seriesProcedure()
  .meta({ legacy: { paths: ["/statistic/content/list"] } })
  .query(({ ctx, input }) => contentSeries(ctx, input));

/** statistic/workload/list: contents written, or reviews made, per period. */
export const workloadSeriesProcedure = seriesProcedure()
  .meta({ legacy: { paths: ["/statistic/workload/list"] } })
  .query(({ ctx, input }) => workloadSeries(ctx, input));

/** statistic/member/list: members registered (the product keeps no members yet: zeros). */
export const memberSeriesProcedure = seriesProcedure()
  .meta({ legacy: { paths: ["/statistic/member/list"] } })
  .query(({ input }) => emptySeries(input));

/** statistic/comment/list: comments (none kept yet: zeros). */
export const commentSeriesProcedure = seriesProcedure()
  .meta({ legacy: { paths: ["/statistic/comment/list"] } })
  .query(({ input }) => emptySeries(input));

/** statistic/guestbook/list: guestbook entries (none kept yet: zeros). */
export const guestbookSeriesProcedure = seriesProcedure()
  .meta({ legacy: { paths: ["/statistic/guestbook/list"] } })
  .query(({ input }) => emptySeries(input));

/** statistic/channel/list: channels by their contents' views. */
export const channelViewsProcedure = permissionProcedure("/flow/list")
  .meta({ legacy: { paths: ["/statistic/channel/list"] } })
  .input(ZChannelViewsInput)
  .output(ZChannelViews)
  .query(({ ctx, input }) => channelViews(ctx, input));

/** global/statistic: the counters of the dashboard (the work bench's card for editors too). */
export const globalStatisticProcedure = permissionProcedure("/flow/list", "/content/list")
  .meta({ legacy: { paths: ["/global/statistic"] } })
  .input(z.object({}).optional())
  .output(ZGlobalStatistic)
  .query(({ ctx }) => globalStatistic(ctx));

export const getTrafficSettingsProcedure = permissionProcedure("/flow/list")
  .output(ZTrafficSettings)
  .query(() => getTrafficSettings());

export const updateTrafficSettingsProcedure = permissionProcedure(OPERATION_KEYS.trafficSettings)
  .input(ZTrafficSettings)
  .output(ZTrafficSettings)
  .mutation(({ ctx, input }) => updateTrafficSettings(ctx, input));
