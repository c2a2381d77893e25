import type { TListOutput, TOption } from "@suyuan/contracts/common/list";
import type { TFindScanChoicesInput, TFindScansInput, TScanItem } from "@suyuan/contracts/scan/scan-operations";
import type { TScanFilters } from "@suyuan/contracts/scan/scan-filters";
import { SCAN_STATS_DEFAULT_DAYS, SCAN_STATS_MAX_DAYS, type TScanStatsOutput } from "@suyuan/contracts/scan/scan-stats";
import { Prisma, prisma } from "@suyuan/db/client";
import { enterpriseWhere } from "../access/enterprise-scope.ts";
import { column, jsonRow, related, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { iterateList, listPage } from "../list/list-page.ts";
import { dayRange } from "../log/find-logs.ts";
import type { ServiceContext } from "../service-context.ts";
import { containsText } from "../list/text-match.ts";
import { describeUserAgent } from "../../lib/user-agent.ts";

// Scan records: who scanned which code when (recorded by the public trace page). Members see the
// scans of their own enterprise's codes; scans of unknown codes (no enterprise) only platform staff.

function scanWhere(ctx: ServiceContext, filters: TScanFilters): Prisma.ScanRecordWhereInput {
  return {
    AND: [
      enterpriseWhere(ctx.scope),
      {
        enterpriseId: filters.enterpriseId,
        goodsId: filters.goodsId,
        batchId: filters.batchId,
        code: filters.code,
        scannedAt: dayRange(filters.from, filters.to),
      },
    ],
  };
}

// The scans' list and export as one statement (kit/sql-list-json.ts). Scan records carry goods and
// batch ids without relations (scans are written on the hot path and kept even if a batch is
// edited): the statement names them. Ids are bigints, answered as text.
const SCANS = listStatementOf("scanRecord", {
  id: sql(() => "t.id::text"),
  scannedAt: column("scannedAt"),
  code: column("code"),
  enterprise: related("enterprise", ["id", "name"]),
  goods: sql(() => jsonRow("SELECT g.id, g.name FROM goods g WHERE g.id = t.goods_id")),
  batch: sql(() => jsonRow(`SELECT b.id, b.batch_no AS "batchNo" FROM batch b WHERE b.id = t.batch_id`)),
  ip: column("ip"),
  userAgent: column("userAgent"),
  latitude: column("latitude", "decimal"),
  longitude: column("longitude", "decimal"),
  provinceCode: column("provinceCode"),
  cityCode: column("cityCode"),
});
/** A scan without its parsed user agent (parsed in JavaScript, after the statement). */
type ScanRow = Omit<TScanItem, "agent">;

const withAgent = (row: ScanRow): TScanItem => ({ ...row, agent: describeUserAgent(row.userAgent) });

export async function findScans(ctx: ServiceContext, input: TFindScansInput): Promise<TListOutput<TScanItem>> {
  const { page, pageSize, sortDir } = input;
  const where = scanWhere(ctx, input);
  const found = await listPage<ScanRow>(SCANS, { where, sortBy: "scannedAt", direction: sortDir, page, pageSize });
  return { ...found, items: found.items.map(withAgent) };
}

/** The export: every matching scan in id order, a batch at a time. */
export async function* iterateScans(ctx: ServiceContext, filters: TScanFilters): AsyncGenerator<TScanItem> {
  for await (const row of iterateList<ScanRow>(SCANS, scanWhere(ctx, filters))) yield withAgent(row);
}

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3_600_000;
const chinaDay = (time: number) => new Date(time + CHINA_OFFSET_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`).getTime();

/** The chart's days: the filter's range, else the last 30 days; at most a year. */
export function statsRange(filters: Pick<TScanFilters, "from" | "to">, now = Date.now()): { from: string; to: string } {
  const to = filters.to ?? chinaDay(now);
  const earliest = chinaDay(dayStart(to) - (SCAN_STATS_MAX_DAYS - 1) * DAY_MS);
  const from = filters.from ?? chinaDay(dayStart(to) - (SCAN_STATS_DEFAULT_DAYS - 1) * DAY_MS);
  return { from: from < earliest ? earliest : from, to };
}

/** Scans per day and per province, counted in the database (GROUP BY), for the list's filters. */
export async function scanStats(ctx: ServiceContext, filters: TScanFilters): Promise<TScanStatsOutput> {
  const range = statsRange(filters);
  const conditions: Prisma.Sql[] = [
    Prisma.sql`scanned_at >= ${new Date(dayStart(range.from))}`,
    Prisma.sql`scanned_at < ${new Date(dayStart(range.to) + DAY_MS)}`,
  ];
  if (ctx.scope.kind === "enterprise") conditions.push(Prisma.sql`enterprise_id = ${ctx.scope.enterpriseId}`);
  if (filters.enterpriseId !== undefined) conditions.push(Prisma.sql`enterprise_id = ${filters.enterpriseId}`);
  if (filters.goodsId !== undefined) conditions.push(Prisma.sql`goods_id = ${filters.goodsId}`);
  if (filters.batchId !== undefined) conditions.push(Prisma.sql`batch_id = ${filters.batchId}`);
  if (filters.code !== undefined) conditions.push(Prisma.sql`code = ${filters.code}`);
  const where = Prisma.join(conditions, " AND ");

  // China has one time zone and no daylight saving: its day is the UTC day of the time + 8 hours.
  const [days, provinces] = await Promise.all([
    prisma.$queryRaw<{ day: string; scans: number }[]>`
      SELECT to_char((scanned_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') AS day,
             count(*)::int AS scans
      FROM scan_record WHERE ${where} GROUP BY 1`,
    prisma.$queryRaw<{ provinceCode: string | null; scans: number }[]>`
      SELECT province_code AS "provinceCode", count(*)::int AS scans
      FROM scan_record WHERE ${where} GROUP BY 1 ORDER BY 2 DESC, 1`,
  ]);
  const byDay = new Map(days.map((row) => [row.day, Number(row.scans)]));
  const perDay: TScanStatsOutput["perDay"] = [];
  for (let time = dayStart(range.from); time <= dayStart(range.to); time += DAY_MS) {
    const day = chinaDay(time);
    perDay.push({ day, scans: byDay.get(day) ?? 0 });
  }
  return {
    ...range,
    total: perDay.reduce((sum, row) => sum + row.scans, 0),
    perDay,
    perProvince: provinces.map((row) => ({ provinceCode: row.provinceCode, scans: Number(row.scans) })),
  };
}

const CHOICES_LIMIT = 50;

/** Enterprises or goods for the list's filters, in the user's scope. */
export async function findScanChoices(ctx: ServiceContext, input: TFindScanChoicesInput): Promise<TOption[]> {
  const name = input.name ? containsText(input.name) : undefined;
  if (input.kind === "enterprise")
    return prisma.enterprise.findMany({
      where: { AND: [{ id: enterpriseWhere(ctx.scope).enterpriseId }, { id: input.enterpriseId, name }] },
      select: { id: true, name: true },
      orderBy: { name: "asc" },
      take: CHOICES_LIMIT,
    });
  return prisma.goods.findMany({
    where: { AND: [enterpriseWhere(ctx.scope), { enterpriseId: input.enterpriseId, name }] },
    select: { id: true, name: true },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: CHOICES_LIMIT,
  });
}
