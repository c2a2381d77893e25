import { z } from "zod";
import { ZDay, ZId, zInt, zString } from "../kit/primitives.ts";

// Traffic statistics of the public sites and the work statistics of the current site, with the
// origin's parameter names (flow/*, statistic/*, global/statistic) so one declaration serves the
// typed procedures and the legacy paths alike.

/**
 * The period of a flow figure (`flag`): 1 this month (per day), 2 a year (per month; `year`),
 * 3 a range of days (`begin`..`end`, at most 366 days; both absent: this month so far), 4 today
 * (per hour, the default), 5 one day (per hour; `statisDay`), 6 yesterday (per hour).
 * 7 days and 30 days are ranges ending today.
 */
export const ZFlowPeriod = z.object({
  flag: zInt(1, 6).optional(),
  year: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "validation.dateFormat")
    .optional(),
  begin: ZDay.optional(),
  end: ZDay.optional(),
  statisDay: ZDay.optional(),
  /** The last N days up to today in China (this product's own; it wins over `flag`). */
  lastDays: zInt(1, 366).optional(),
});
export type TFlowPeriod = z.infer<typeof ZFlowPeriod>;

/** One row of a flow series: [views, addresses, visitors, average seconds (not measured: 0), label]. */
const ZFlowRow = z.tuple([z.number(), z.number(), z.number(), z.number(), z.union([z.string(), z.number()])]);
export type TFlowRow = z.infer<typeof ZFlowRow>;

/** flow/pv/list: the trend. */
export const ZFlowTrend = z.object({
  list: z.array(ZFlowRow),
  pvTotal: z.number(),
  ipTotal: z.number(),
  visitorTotal: z.number(),
});
export type TFlowTrend = z.infer<typeof ZFlowTrend>;

const FLOW_SOURCE_TYPES = ["source", "engine", "link", "keyword", "area", "city"] as const;

/** flow/source/list: sources (direct, link, engine), engines, linking hosts, search words, areas. */
export const ZFlowSourceInput = ZFlowPeriod.extend({
  type: z.enum(FLOW_SOURCE_TYPES, { error: "validation.invalid" }).optional(),
  /** The origin's target; only 4 (all figures) is served, as the origin could serve only it. */
  target: zInt(0, 4).optional(),
  /** 1: values by their total, descending (the default too: the origin's chronological order pairs badly). */
  orderBy: zInt(0, 1).optional(),
  count: zInt(1, 100).optional(),
});
export const ZFlowSources = z.object({
  keys: z.array(z.string()),
  resultMap: z.record(z.string(), z.array(ZFlowRow)),
  totalMap: z.record(z.string(), z.number()),
});
export type TFlowSources = z.infer<typeof ZFlowSources>;

/** flow/area/list: visitors' provinces (target: 0 views, 1 addresses, 2 visitors). */
export const ZFlowAreaInput = ZFlowPeriod.extend({ target: zInt(0, 3).optional() });
export const ZFlowAreas = z.object({
  areaCountMap: z.record(z.string(), z.tuple([z.number(), z.number(), z.number(), z.number()])),
  totalMap: z.record(z.string(), z.number()),
  totalCount: z.number(),
});
export type TFlowAreas = z.infer<typeof ZFlowAreas>;

/** flow/visitor/list: visits by pages per visit ([visits, pages]). */
export const ZFlowVisitors = z.object({ data: z.array(z.tuple([z.number(), z.union([z.number(), z.string()])])) });
export type TFlowVisitors = z.infer<typeof ZFlowVisitors>;

/** flow/pages/list, flow/enterpage/list: pages by views (orderBy 2 visitors, 3 stay; the period as above). */
export const ZFlowPagesInput = ZFlowPeriod.extend({
  orderBy: zInt(0, 3).optional(),
  page: zInt(1, 1000).optional(),
  pageSize: zInt(1, 200).optional(),
});
export const ZFlowPages = z.object({
  /** [path, views, visitors, average seconds (not measured: 0)] */
  items: z.array(z.tuple([z.string(), z.number(), z.number(), z.number()])),
  totalCount: z.number(),
});
export type TFlowPages = z.infer<typeof ZFlowPages>;

/**
 * flow/searchword/list: the search words engines passed on, in the shape of the report the
 * origin fetched from Baidu Tongji (`fields`, `items` = [words, figures], `sum`, `total`).
 * `start_date`/`end_date` as yyyy/MM/dd (or yyyy-MM-dd); both absent: today.
 */
const ZSlashDay = z
  .string()
  .regex(/^\d{4}[/-]\d{1,2}[/-]\d{1,2}$/, "validation.dateFormat")
  .optional();
export const ZFlowSearchWordInput = z.object({
  start_date: ZSlashDay,
  end_date: ZSlashDay,
  method: zString().max(100, "validation.tooLong").optional(),
  metrics: zString().max(200, "validation.tooLong").optional(),
});
export const ZFlowSearchWords = z.object({
  fields: z.array(z.string()),
  items: z.tuple([z.array(z.array(z.object({ name: z.string() }))), z.array(z.array(z.number()))]),
  sum: z.array(z.array(z.number())),
  total: z.number(),
  timeSpan: z.array(z.string()),
});
export type TFlowSearchWords = z.infer<typeof ZFlowSearchWords>;

/**
 * statistic/{content,comment,guestbook,member,workload}/list: counts per hour (day), per day
 * (month), per month (year); member also yesterday and section (`begin`..`end`, per day).
 */
const STATISTIC_MODELS = ["day", "yesterday", "month", "year", "years", "section", "week"] as const;
export const ZStatisticSeriesInput = z.object({
  queryModel: z.enum(STATISTIC_MODELS, { error: "validation.invalid" }).optional(),
  begin: ZDay.optional(),
  end: ZDay.optional(),
  channelId: z.union([z.literal(0), ZId]).optional(),
  queryInputUsername: zString().max(100, "validation.tooLong").optional(),
  isReplyed: z.boolean().optional(),
  reviewerId: z.union([z.literal(0), ZId]).optional(),
  authorId: z.union([z.literal(0), ZId]).optional(),
});
export type TStatisticSeriesInput = z.infer<typeof ZStatisticSeriesInput>;
export const ZStatisticSeries = z.object({
  data: z.array(z.tuple([z.number(), z.union([z.number(), z.string()])])),
  totalCount: z.number(),
});
export type TStatisticSeries = z.infer<typeof ZStatisticSeries>;

/** statistic/channel/list: channels by their contents' views (channelLevel 1 top level, else leaves). */
export const ZChannelViewsInput = z.object({
  channelLevel: zInt(0, 99).optional(),
  view: z.enum(["view", "viewDay", "viewWeek", "viewMonth"], { error: "validation.invalid" }).optional(),
});
export const ZChannelViews = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    path: z.string(),
    parentId: z.number().nullable(),
    views: z.number(),
    viewsDay: z.number(),
    viewsWeek: z.number(),
    viewsMonth: z.number(),
  }),
);
export type TChannelViews = z.infer<typeof ZChannelViews>;

/** global/statistic: the dashboard's counters for the current site. */
export const ZGlobalStatistic = z.object({
  contentTotal: z.number(),
  commentTotal: z.number(),
  guestbookTotal: z.number(),
  memberTotal: z.number(),
  contentDayTotalCount: z.number(),
  contentDayUncheckCount: z.number(),
  commentDayTotalCount: z.number(),
  commentDayUncheckCount: z.number(),
  guestbookDayTotalCount: z.number(),
  guestbookDayUncheckTotalCount: z.number(),
  memberToday: z.number(),
  usedMemory: z.number(),
  maxMemory: z.number(),
  useableMemory: z.number(),
  lastLoginTime: z.string(),
  /** Today's public page views and visitors of the site (beyond the origin's counters). */
  pvToday: z.number(),
  visitorToday: z.number(),
});
export type TGlobalStatistic = z.infer<typeof ZGlobalStatistic>;

/** The traffic settings: collection on or off, days raw views are kept after their roll-up. */
export const ZTrafficSettings = z.object({ collect: z.boolean(), retentionDays: zInt(1, 3650) });
export type TTrafficSettings = z.infer<typeof ZTrafficSettings>;
