import type {
  TFlowAreas,
  TFlowPages,
  TFlowRow,
  TFlowSources,
  TFlowTrend,
  TFlowVisitors,
  TFlowSearchWords,
} from "@suyuan/contracts/traffic/traffic-operations";
import { placeLabel } from "@suyuan/contracts/region/place-label";
import { queryRows } from "@suyuan/db/client";
import { kindSelect, VISITS_CTE, type TrafficKind } from "./traffic-dimensions.ts";
import { bucketOf, windowLabels, type FlowWindow } from "./traffic-period.ts";

// The flow figures of a site over a window of days: raw views for days not rolled up yet (today,
// and any day the hourly roll-up has not reached), traffic_daily for the others. Both come from
// the same SQL (traffic-dimensions.ts), so a day reads the same before and after its roll-up.

type Figure = { day: string; value: string; pv: number; ip: number; visitors: number };

/** A day's figures per value of one kind, for every day of the window. */
export async function dayFigures(siteId: number, kind: TrafficKind, from: string, to: string): Promise<Figure[]> {
  return queryRows<Figure>(
    `WITH h AS (SELECT * FROM traffic_hit t
                 WHERE t.site_id = $1 AND t.day BETWEEN $2::date AND $3::date
                   AND NOT EXISTS (SELECT 1 FROM traffic_rolled_day r WHERE r.day = t.day)),
          ${VISITS_CTE}
     SELECT to_char(day, 'YYYY-MM-DD') AS day, value, pv, ip, visitors FROM (${kindSelect(kind)}) k
     UNION ALL
     SELECT to_char(day, 'YYYY-MM-DD'), value, pv, ip, visitors FROM traffic_daily
      WHERE site_id = $1 AND kind = $4 AND day BETWEEN $2::date AND $3::date`,
    [siteId, from, to, kind],
  );
}

const row = (pv: number, ip: number, visitors: number, label: string | number): TFlowRow => [
  pv,
  ip,
  visitors,
  0,
  label,
];

/** One row per label of the window, each the sum of the figures in its bucket. */
function series(window: FlowWindow, figures: Figure[], bucket: (figure: Figure) => string | number): TFlowRow[] {
  const sums = new Map<string | number, [number, number, number]>();
  for (const figure of figures) {
    const key = bucket(figure);
    const sum = sums.get(key) ?? [0, 0, 0];
    sums.set(key, [sum[0] + figure.pv, sum[1] + figure.ip, sum[2] + figure.visitors]);
  }
  return windowLabels(window).map((label) => {
    const [pv, ip, visitors] = sums.get(label) ?? [0, 0, 0];
    return row(pv, ip, visitors, label);
  });
}

/** flow/pv/list. */
export async function flowTrend(siteId: number, window: FlowWindow | null): Promise<TFlowTrend> {
  if (!window) return { list: [], pvTotal: 0, ipTotal: 0, visitorTotal: 0 };
  const hourly = window.unit === "hour";
  const figures = await dayFigures(siteId, hourly ? "hour" : "all", window.from, window.to);
  const list = series(window, figures, (figure) => (hourly ? Number(figure.value) : bucketOf(window, figure.day)));
  const total = (index: 0 | 1 | 2) => list.reduce((sum, entry) => sum + entry[index], 0);
  return { list, pvTotal: total(0), ipTotal: total(1), visitorTotal: total(2) };
}

const SOURCE_LABELS: Record<string, string> = { direct: "直接访问", link: "外部链接", engine: "搜索引擎" };
const UNKNOWN_AREA = "未知地区";

/** The name a value is shown by: a source's, a province's or city's, or the value itself. */
function valueLabel(kind: TrafficKind, value: string): string {
  if (kind === "source") return SOURCE_LABELS[value] ?? value;
  if (kind === "area" || kind === "city") return (value && placeLabel(null, value)) || UNKNOWN_AREA;
  return value;
}

/** flow/source/list: per value, its series over the window and its total views, by total descending. */
export async function flowSources(
  siteId: number,
  window: FlowWindow | null,
  kind: TrafficKind,
  count: number,
): Promise<TFlowSources> {
  if (!window) return { keys: [], resultMap: {}, totalMap: {} };
  const figures = await dayFigures(siteId, kind, window.from, window.to);
  const byValue = new Map<string, Figure[]>();
  for (const figure of figures) {
    const label = valueLabel(kind, figure.value);
    byValue.set(label, [...(byValue.get(label) ?? []), figure]);
  }
  const totals = [...byValue].map(([label, rows]) => ({ label, rows, pv: rows.reduce((sum, r) => sum + r.pv, 0) }));
  totals.sort((a, b) => b.pv - a.pv || a.label.localeCompare(b.label));
  // Hours are not kept per value: an hourly window's series is the day's one row.
  const dayWindow: FlowWindow = window.unit === "hour" ? { ...window, unit: "day" } : window;
  const kept = kind === "link" || kind === "keyword" ? totals.slice(0, count) : totals;
  return {
    keys: kept.map((entry) => entry.label),
    resultMap: Object.fromEntries(
      kept.map((entry) => [entry.label, series(dayWindow, entry.rows, (figure) => bucketOf(dayWindow, figure.day))]),
    ),
    totalMap: Object.fromEntries(kept.map((entry) => [entry.label, entry.pv])),
  };
}

/** flow/area/list: per province its figures over the window, the top 9 by the target, and the sum. */
export async function flowAreas(siteId: number, window: FlowWindow | null, target: number): Promise<TFlowAreas> {
  if (!window) return { areaCountMap: {}, totalMap: {}, totalCount: 0 };
  const figures = await dayFigures(siteId, "area", window.from, window.to);
  const sums = new Map<string, [number, number, number, number]>();
  for (const figure of figures) {
    const label = valueLabel("area", figure.value);
    const sum = sums.get(label) ?? [0, 0, 0, 0];
    sums.set(label, [sum[0] + figure.pv, sum[1] + figure.ip, sum[2] + figure.visitors, 0]);
  }
  const index = Math.min(target, 2);
  const sorted = [...sums].sort((a, b) => b[1][index]! - a[1][index]!);
  return {
    areaCountMap: Object.fromEntries(sorted),
    totalMap: Object.fromEntries(sorted.slice(0, 9).map(([label, sum]) => [label, sum[index]!])),
    totalCount: sorted.reduce((total, [, sum]) => total + sum[index]!, 0),
  };
}

/** flow/visitor/list: visits by pages per visit (1-4 each, then 5-10, 11-20, 21-50, 50+). */
export async function flowVisitors(siteId: number, window: FlowWindow | null): Promise<TFlowVisitors> {
  if (!window) return { data: [] };
  const figures = await dayFigures(siteId, "depth", window.from, window.to);
  const buckets = new Map<number | string, number>();
  const bucketOfPages = (pages: number) =>
    pages < 5 ? pages : pages <= 10 ? "5-10" : pages <= 20 ? "11-20" : pages <= 50 ? "21-50" : "50+";
  for (const figure of figures) {
    const key = bucketOfPages(Number(figure.value));
    buckets.set(key, (buckets.get(key) ?? 0) + figure.visitors);
  }
  const order: (number | string)[] = [1, 2, 3, 4, "5-10", "11-20", "21-50", "50+"];
  return {
    data: order
      .filter((key) => typeof key === "number" || (buckets.get(key) ?? 0) > 0)
      .map((key) => [buckets.get(key) ?? 0, key]),
  };
}

/** flow/pages/list and flow/enterpage/list: pages (or entry pages) by views, visitors or stay. */
export async function flowPages(
  siteId: number,
  window: FlowWindow | null,
  kind: "page" | "entry",
  options: { orderBy: number; page: number; pageSize: number },
): Promise<TFlowPages> {
  if (!window) return { items: [], totalCount: 0 };
  const figures = await dayFigures(siteId, kind, window.from, window.to);
  const sums = new Map<string, [number, number]>();
  for (const figure of figures) {
    const sum = sums.get(figure.value) ?? [0, 0];
    sums.set(figure.value, [sum[0] + figure.pv, sum[1] + figure.visitors]);
  }
  const by = options.orderBy === 2 ? 1 : 0;
  const sorted = [...sums].sort((a, b) => b[1][by] - a[1][by] || a[0].localeCompare(b[0]));
  const start = (options.page - 1) * options.pageSize;
  return {
    items: sorted.slice(start, start + options.pageSize).map(([path, [pv, visitors]]) => [path, pv, visitors, 0]),
    totalCount: sorted.length,
  };
}

/** flow/searchword/list: the search words of the window by views, as a Baidu Tongji report. */
export async function flowSearchWords(siteId: number, from: string, to: string): Promise<TFlowSearchWords> {
  const figures = await dayFigures(siteId, "keyword", from, to);
  const sums = new Map<string, [number, number, number]>();
  for (const figure of figures) {
    const sum = sums.get(figure.value) ?? [0, 0, 0];
    sums.set(figure.value, [sum[0] + figure.pv, sum[1] + figure.visitors, sum[2] + figure.ip]);
  }
  const sorted = [...sums].sort((a, b) => b[1][0] - a[1][0] || a[0].localeCompare(b[0]));
  const sum = sorted.reduce((total, [, s]) => [total[0]! + s[0], total[1]! + s[1], total[2]! + s[2]], [0, 0, 0]);
  return {
    fields: ["searchword", "pv_count", "visitor_count", "ip_count"],
    items: [sorted.map(([word]) => [{ name: word }]), sorted.map(([, figures]) => [...figures])],
    sum: [sum],
    total: sorted.length,
    timeSpan: [`${from.replaceAll("-", "/")} - ${to.replaceAll("-", "/")}`],
  };
}
