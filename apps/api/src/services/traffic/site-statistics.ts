import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import type {
  TChannelViews,
  TGlobalStatistic,
  TStatisticSeries,
  TStatisticSeriesInput,
} from "@suyuan/contracts/traffic/traffic-operations";
import { prisma, queryRows } from "@suyuan/db/client";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { dayFigures } from "./traffic-figures.ts";
import { todayInChina } from "../../lib/stored-day.ts";
import { addDays, dayLabel, windowLabels } from "./traffic-period.ts";

// The work statistics of the current site (statistic/*/list, global/statistic): counts per hour,
// day or month of China's calendar, gaps filled with 0. Members, comments and guestbook entries
// are not kept by the product yet: their series are all zeros.

type SeriesWindow = { from: string; to: string; unit: "hour" | "day" | "month" | "year"; labels: (string | number)[] };

const CHINA = "'Asia/Shanghai'";

function seriesWindow(input: TStatisticSeriesInput, today = todayInChina()): SeriesWindow | null {
  const hours = windowLabels({ from: today, to: today, unit: "hour" });
  switch (input.queryModel ?? "year") {
    case "day":
      return { from: today, to: today, unit: "hour", labels: hours };
    case "yesterday": {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday, unit: "hour", labels: hours };
    }
    case "month": {
      const from = `${today.slice(0, 7)}-01`;
      const [year, month] = today.split("-").map(Number) as [number, number];
      const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
      return { from, to, unit: "day", labels: Array.from({ length: Number(to.slice(8)) }, (_, day) => day + 1) };
    }
    case "section": {
      const from = input.begin ?? `${today.slice(0, 7)}-01`;
      const to = input.end ?? today;
      if (to < from) return { from, to, unit: "day", labels: [] };
      return { from, to, unit: "day", labels: windowLabels({ from, to, unit: "day" }) };
    }
    case "years":
      return { from: "1900-01-01", to: today, unit: "year", labels: [] };
    case "week":
      return null;
    default:
      return {
        from: `${today.slice(0, 4)}-01-01`,
        to: `${today.slice(0, 4)}-12-31`,
        unit: "month",
        labels: Array.from({ length: 12 }, (_, month) => month + 1),
      };
  }
}

/** The SQL of a moment column's bucket in a window (hour, day of month or "M/D", month, year). */
function bucketSql(window: SeriesWindow, column: string, section: boolean): string {
  const local = `(${column} AT TIME ZONE ${CHINA})`;
  if (window.unit === "hour") return `extract(hour FROM ${local})::int`;
  if (window.unit === "month") return `extract(month FROM ${local})::int`;
  if (window.unit === "year") return `extract(year FROM ${local})::int`;
  return section ? `to_char(${local}::date, 'YYYY-MM-DD')` : `extract(day FROM ${local})::int`;
}

/** [count, bucket] per label of the window, with the total. */
function filled(window: SeriesWindow, rows: { bucket: number | string; n: number }[], section: boolean) {
  if (window.unit === "year") {
    const data = rows.map((row): [number, number | string] => [row.n, row.bucket]);
    return { data, totalCount: data.reduce((sum, [n]) => sum + n, 0) };
  }
  const counts = new Map(rows.map((row) => [section ? dayLabel(String(row.bucket)) : row.bucket, row.n]));
  const data = window.labels.map((label): [number, number | string] => [counts.get(label) ?? 0, label]);
  return { data, totalCount: data.reduce((sum, [n]) => sum + n, 0) };
}

const windowSql = (from: number, to: number) =>
  `>= ($${from}::date::timestamp AT TIME ZONE ${CHINA}) AND %COL% < (($${to}::date + 1)::timestamp AT TIME ZONE ${CHINA})`;

async function countSeries(
  window: SeriesWindow,
  table: { from: string; column: string; where: string; params: unknown[] },
  section: boolean,
): Promise<TStatisticSeries> {
  const first = table.params.length + 1;
  const rows = await queryRows<{ bucket: number | string; n: number }>(
    `SELECT ${bucketSql(window, table.column, section)} AS bucket, count(*)::int AS n FROM ${table.from}
      WHERE ${table.where} AND ${table.column} ${windowSql(first, first + 1).replace("%COL%", table.column)}
      GROUP BY 1`,
    [...table.params, window.from, window.to],
  );
  return filled(window, rows, section);
}

/** The ids of a channel of the site and its descendants, as SQL over parameter `$n`. */
const subtreeSql = (n: number) => `channel_id IN (
  WITH RECURSIVE tree AS (SELECT id FROM cms_channel WHERE id = $${n} AND site_id = $1
                          UNION ALL SELECT c.id FROM cms_channel c JOIN tree t ON c.parent_id = t.id)
  SELECT id FROM tree)`;

const ZERO = (window: SeriesWindow | null): TStatisticSeries =>
  window ? filled(window, [], false) : { data: [], totalCount: 0 };

/** statistic/content/list: approved contents of the site (or a channel's subtree) by release date. */
export async function contentSeries(ctx: ServiceContext, input: TStatisticSeriesInput): Promise<TStatisticSeries> {
  const window = seriesWindow(input);
  if (!window) return ZERO(null);
  const params: unknown[] = [currentSite(ctx), CONTENT_STATUS.passed];
  const where = ["site_id = $1", "status = $2"];
  if (input.channelId) {
    params.push(input.channelId);
    where.push(subtreeSql(params.length));
  }
  if (input.queryInputUsername) {
    params.push(input.queryInputUsername);
    where.push(`created_by_id IN (SELECT id FROM app_user WHERE username = $${params.length})`);
  }
  return countSeries(
    window,
    { from: "cms_content", column: "release_date", where: where.join(" AND "), params },
    input.queryModel === "section",
  );
}

/**
 * statistic/workload/list: contents written (by `authorId`) or, with `reviewerId`, the reviews that
 * reviewer made, in the site (or a channel's subtree).
 */
export async function workloadSeries(ctx: ServiceContext, input: TStatisticSeriesInput): Promise<TStatisticSeries> {
  const window = seriesWindow(input);
  if (!window || window.unit === "year") return ZERO(window && window.unit !== "year" ? window : null);
  const params: unknown[] = [currentSite(ctx)];
  const where = ["c.site_id = $1"];
  if (input.channelId) {
    params.push(input.channelId);
    where.push(`c.${subtreeSql(params.length)}`);
  }
  if (input.authorId) {
    params.push(input.authorId);
    where.push(`c.created_by_id = $${params.length}`);
  }
  const section = input.queryModel === "section";
  if (input.reviewerId) {
    params.push(input.reviewerId);
    where.push(`r.user_id = $${params.length}`, "r.operation = 'check'");
    return countSeries(
      window,
      {
        from: "cms_content_record r JOIN cms_content c ON c.id = r.content_id",
        column: "r.at",
        where: where.join(" AND "),
        params,
      },
      section,
    );
  }
  return countSeries(
    window,
    { from: "cms_content c", column: "c.release_date", where: where.join(" AND "), params },
    section,
  );
}

/** statistic/{comment,guestbook,member}/list: nothing is kept yet, so every bucket is 0. */
export function emptySeries(input: TStatisticSeriesInput): TStatisticSeries {
  const window = seriesWindow(input);
  return ZERO(window && window.unit !== "year" ? window : null);
}

const VIEW_COLUMNS = { view: "views", viewDay: "views_day", viewWeek: "views_week", viewMonth: "views_month" } as const;

/** statistic/channel/list: top-level (1) or leaf channels, by the views of their subtree's contents. */
export async function channelViews(
  ctx: ServiceContext,
  input: { channelLevel?: number | undefined; view?: keyof typeof VIEW_COLUMNS | undefined },
): Promise<TChannelViews> {
  const order = VIEW_COLUMNS[input.view ?? "view"];
  const level =
    (input.channelLevel ?? 1) === 1
      ? "ch.parent_id IS NULL"
      : "NOT EXISTS (SELECT 1 FROM cms_channel k WHERE k.parent_id = ch.id AND k.deleted_at IS NULL)";
  return queryRows(
    `WITH RECURSIVE tree AS (
       SELECT id AS root, id FROM cms_channel WHERE site_id = $1 AND deleted_at IS NULL
       UNION ALL SELECT t.root, c.id FROM cms_channel c JOIN tree t ON c.parent_id = t.id WHERE c.deleted_at IS NULL)
     SELECT ch.id, ch.name, ch.path, ch.parent_id AS "parentId",
            coalesce(sum(co.views), 0)::int AS views, coalesce(sum(co.views_day), 0)::int AS "viewsDay",
            coalesce(sum(co.views_week), 0)::int AS "viewsWeek", coalesce(sum(co.views_month), 0)::int AS "viewsMonth"
       FROM cms_channel ch JOIN tree t ON t.root = ch.id
       LEFT JOIN cms_content co ON co.channel_id = t.id AND co.status = $2
      WHERE ${level}
      GROUP BY ch.id ORDER BY coalesce(sum(co.${order}), 0) DESC, ch.priority, ch.id`,
    [currentSite(ctx), CONTENT_STATUS.passed],
  );
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

/** global/statistic: the site's counters for the dashboard. */
export async function globalStatistic(ctx: ServiceContext): Promise<TGlobalStatistic> {
  const siteId = currentSite(ctx);
  const today = todayInChina();
  const [counts] = await queryRows<{ total: number; today: number; unchecked: number }>(
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE release_date >= ($2::date::timestamp AT TIME ZONE ${CHINA}))::int AS today,
            count(*) FILTER (WHERE release_date >= ($2::date::timestamp AT TIME ZONE ${CHINA}) AND status = $3)::int
              AS unchecked
       FROM cms_content WHERE site_id = $1`,
    [siteId, today, CONTENT_STATUS.checking],
  );
  const traffic = await dayFigures(siteId, "all", today, today);
  const user = await prisma.user.findUnique({ where: { id: ctx.actor.userId }, select: { lastLoginAt: true } });
  const memory = process.memoryUsage();
  return {
    contentTotal: counts?.total ?? 0,
    commentTotal: 0,
    guestbookTotal: 0,
    memberTotal: 0,
    contentDayTotalCount: counts?.today ?? 0,
    contentDayUncheckCount: counts?.unchecked ?? 0,
    commentDayTotalCount: 0,
    commentDayUncheckCount: 0,
    guestbookDayTotalCount: 0,
    guestbookDayUncheckTotalCount: 0,
    memberToday: 0,
    usedMemory: megabytes(memory.heapUsed),
    maxMemory: megabytes(memory.heapTotal),
    useableMemory: megabytes(memory.heapTotal - memory.heapUsed),
    lastLoginTime: user?.lastLoginAt
      ? user.lastLoginAt.toLocaleString("sv-SE", { timeZone: "Asia/Shanghai" }).slice(0, 19)
      : "",
    pvToday: traffic.reduce((sum, figure) => sum + figure.pv, 0),
    visitorToday: traffic.reduce((sum, figure) => sum + figure.visitors, 0),
  };
}
