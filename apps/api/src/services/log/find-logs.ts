import type { TListOutput } from "@suyuan/contracts/common/list";
import type {
  TFindLoginLogsInput,
  TFindOperationLogsInput,
  ZLoginLogFilters,
  ZOperationLogFilters,
} from "@suyuan/contracts/log/log-operations";
import type { z } from "zod";
import { prisma, type Prisma } from "@suyuan/db/client";
import { siteIdsInScope, type EnterpriseScope } from "../access/enterprise-scope.ts";
import { iterateById } from "../list/iterate-by-id.ts";
import type { ServiceContext } from "../service-context.ts";
import { containsText } from "../list/text-match.ts";
import { describeUserAgent } from "../../lib/user-agent.ts";

/** Dates are chosen in China's time zone: a day runs from 00:00 +08:00 to the next. */
export function dayRange(from?: string, to?: string): { gte?: Date; lt?: Date } | undefined {
  if (!from && !to) return undefined;
  const range: { gte?: Date; lt?: Date } = {};
  if (from) range.gte = new Date(`${from}T00:00:00+08:00`);
  if (to) range.lt = new Date(new Date(`${to}T00:00:00+08:00`).getTime() + 86_400_000);
  return range;
}

const contains = (value: string | undefined) => (value ? containsText(value) : undefined);

/** An enterprise member's logs are those of their enterprise's users. */
async function scopedUserIds(scope: EnterpriseScope): Promise<{ in: number[] } | undefined> {
  if (scope.kind === "all") return undefined;
  const users = await prisma.user.findMany({ where: { enterpriseId: scope.enterpriseId }, select: { id: true } });
  return { in: users.map((user) => user.id) };
}

/** Operation logs of the user's sites only, unless they hold "*". */
function siteFilter(ctx: ServiceContext): Prisma.OperationLogWhereInput {
  const sites = siteIdsInScope(ctx.access);
  return sites === "all" ? {} : { siteId: { in: sites } };
}

type LoginFilters = z.infer<typeof ZLoginLogFilters>;
type OperationFilters = z.infer<typeof ZOperationLogFilters>;

async function loginWhere(ctx: ServiceContext, filters: LoginFilters): Promise<Prisma.LoginLogWhereInput> {
  return {
    userId: await scopedUserIds(ctx.scope),
    username: contains(filters.username),
    ip: contains(filters.ip),
    success: filters.success,
    createdAt: dayRange(filters.from, filters.to),
  };
}

async function operationWhere(ctx: ServiceContext, filters: OperationFilters): Promise<Prisma.OperationLogWhereInput> {
  return {
    userId: await scopedUserIds(ctx.scope),
    username: contains(filters.username),
    operation: contains(filters.operation),
    resource: contains(filters.resource),
    outcome: filters.outcome,
    AND: [{ siteId: filters.siteId }, siteFilter(ctx)],
    createdAt: dayRange(filters.from, filters.to),
  };
}

const LOGIN_SELECT = {
  id: true,
  createdAt: true,
  username: true,
  ip: true,
  provinceCode: true,
  cityCode: true,
  userAgent: true,
  success: true,
  reason: true,
} as const;
const OPERATION_SELECT = {
  id: true,
  createdAt: true,
  username: true,
  siteId: true,
  operation: true,
  resource: true,
  targetId: true,
  ip: true,
  outcome: true,
} as const;

export async function findLoginLogs(ctx: ServiceContext, input: TFindLoginLogsInput) {
  const where = await loginWhere(ctx, input);
  const [total, rows] = await Promise.all([
    prisma.loginLog.count({ where }),
    prisma.loginLog.findMany({
      where,
      select: LOGIN_SELECT,
      orderBy: { id: input.sortDir },
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  return {
    items: rows.map((row) => ({ ...row, id: String(row.id), agent: describeUserAgent(row.userAgent) })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

async function withSites<Row extends { siteId: number | null }>(rows: Row[]) {
  const siteIds = [...new Set(rows.map((row) => row.siteId).filter((id): id is number => id !== null))];
  const sites = new Map(
    (await prisma.site.findMany({ where: { id: { in: siteIds } }, select: { id: true, name: true } })).map((site) => [
      site.id,
      site,
    ]),
  );
  return rows.map(({ siteId, ...row }) => ({ ...row, site: siteId === null ? null : (sites.get(siteId) ?? null) }));
}

export async function findOperationLogs(ctx: ServiceContext, input: TFindOperationLogsInput) {
  const where = await operationWhere(ctx, input);
  const [total, rows] = await Promise.all([
    prisma.operationLog.count({ where }),
    prisma.operationLog.findMany({
      where,
      select: OPERATION_SELECT,
      orderBy: { id: input.sortDir },
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  const items = (await withSites(rows)).map((row) => ({ ...row, id: String(row.id) }));
  return { items, total, page: input.page, pageSize: input.pageSize } satisfies TListOutput<unknown>;
}

export async function* iterateLoginLogs(ctx: ServiceContext, filters: LoginFilters) {
  const where = await loginWhere(ctx, filters);
  yield* iterateById((afterId: bigint | null, take) =>
    prisma.loginLog.findMany({
      where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
      select: LOGIN_SELECT,
      orderBy: { id: "asc" },
      take,
    }),
  );
}

export async function* iterateOperationLogs(ctx: ServiceContext, filters: OperationFilters) {
  const where = await operationWhere(ctx, filters);
  // Sites are few: name them from one lookup instead of one per row.
  const sites = new Map(
    (await prisma.site.findMany({ select: { id: true, name: true } })).map((site) => [site.id, site]),
  );
  const rows = iterateById((afterId: bigint | null, take) =>
    prisma.operationLog.findMany({
      where: { AND: [where, afterId === null ? {} : { id: { gt: afterId } }] },
      select: OPERATION_SELECT,
      orderBy: { id: "asc" },
      take,
    }),
  );
  for await (const { siteId, ...row } of rows)
    yield { ...row, site: siteId === null ? null : (sites.get(siteId) ?? null) };
}
