import type { TListOutput } from "@suyuan/contracts/common/list";
import type {
  TFindLoginLogsInput,
  TFindOperationLogsInput,
  ZFindLoginLogsOutput,
  ZFindOperationLogsOutput,
  ZLoginLogFilters,
  ZOperationLogFilters,
} from "@suyuan/contracts/log/log-operations";
import type { z } from "zod";
import { prisma, type Prisma } from "@suyuan/db/client";
import { column, jsonRow, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { siteIdsInScope, type EnterpriseScope } from "../access/enterprise-scope.ts";
import { iterateList, listPage } from "../list/list-page.ts";
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
export async function scopedUserIds(scope: EnterpriseScope): Promise<{ in: number[] } | undefined> {
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

// The logs' pages and exports are list statements as the kit's lists are (kit/sql-list-json.ts):
// capped count, clamped page and items in one statement. Ids are bigints, answered as text.
const LOGIN_LOGS = listStatementOf("loginLog", {
  id: sql(() => "t.id::text"),
  createdAt: column("createdAt"),
  username: column("username"),
  ip: column("ip"),
  provinceCode: column("provinceCode"),
  cityCode: column("cityCode"),
  userAgent: column("userAgent"),
  success: column("success"),
  reason: column("reason"),
});
const OPERATION_LOGS = listStatementOf("operationLog", {
  id: sql(() => "t.id::text"),
  createdAt: column("createdAt"),
  username: column("username"),
  site: sql(() => jsonRow("SELECT s.id, s.name FROM site s WHERE s.id = t.site_id")),
  operation: column("operation"),
  resource: column("resource"),
  targetId: column("targetId"),
  ip: column("ip"),
  outcome: column("outcome"),
});

type LoginLogItem = z.infer<typeof ZFindLoginLogsOutput>["items"][number];
type OperationLogItem = z.infer<typeof ZFindOperationLogsOutput>["items"][number];
/** A login log without its parsed user agent (parsed in JavaScript, after the statement). */
type LoginLogRow = Omit<LoginLogItem, "agent">;

/** The logs' pages read in id order (ids follow the time written). */
const paging = ({ page, pageSize, sortDir }: TFindLoginLogsInput | TFindOperationLogsInput) =>
  ({ sortBy: "id", direction: sortDir, page, pageSize }) as const;

export async function findLoginLogs(
  ctx: ServiceContext,
  input: TFindLoginLogsInput,
): Promise<TListOutput<LoginLogItem>> {
  const found = await listPage<LoginLogRow>(LOGIN_LOGS, { where: await loginWhere(ctx, input), ...paging(input) });
  return { ...found, items: found.items.map((item) => ({ ...item, agent: describeUserAgent(item.userAgent) })) };
}

export async function findOperationLogs(ctx: ServiceContext, input: TFindOperationLogsInput) {
  return listPage<OperationLogItem>(OPERATION_LOGS, { where: await operationWhere(ctx, input), ...paging(input) });
}

export async function* iterateLoginLogs(ctx: ServiceContext, filters: LoginFilters) {
  yield* iterateList<LoginLogRow>(LOGIN_LOGS, await loginWhere(ctx, filters));
}

export async function* iterateOperationLogs(ctx: ServiceContext, filters: OperationFilters) {
  yield* iterateList<OperationLogItem>(OPERATION_LOGS, await operationWhere(ctx, filters));
}
