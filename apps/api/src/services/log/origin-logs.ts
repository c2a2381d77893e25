import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TOperatingListInput, ZOperatingLogItem } from "@suyuan/contracts/log/log-operations";
import type { Prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { chinaDateTimeSql, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { currentSite } from "../access/site-scope.ts";
import { listPage } from "../list/list-page.ts";
import type { ServiceContext } from "../service-context.ts";
import { containsText, startsWithText } from "../list/text-match.ts";
import { scopedUserIds } from "./find-logs.ts";

type Item = z.infer<typeof ZOperatingLogItem>;

const LOGIN_TITLES = { 1: "登录成功", 2: "登录失败" } as const;

/** yyyy-MM-dd of a moment, in China's time. */
const daySql = (ref: string) => `left(${chinaDateTimeSql(ref)}, 10)`;
/** A nullable user id, "" without one. */
const userIdSql = `CASE WHEN t.user_id IS NULL THEN '""'::json ELSE to_json(t.user_id) END`;

// The origin's log list on the one list statement (kit/sql-list-json.ts), one statement per table.
// An operation's content is the target and the name the operation logged, as `id=5;name=x`.
const OPERATIONS = listStatementOf("operationLog", {
  id: sql(() => "t.id"),
  category: sql(() => "3"),
  time: sql(() => daySql("t.created_at")),
  ip: sql(() => "COALESCE(t.ip, '')"),
  url: sql(() => "'/' || t.resource || '/' || t.operation"),
  title: sql(() => "t.resource || '.' || t.operation"),
  content: sql(
    () => `concat_ws(';',
      'id=' || t.target_id,
      CASE WHEN jsonb_typeof(t.detail -> 'name') = 'string' THEN 'name=' || (t.detail ->> 'name') END)`,
  ),
  userId: sql(() => userIdSql),
  userName: sql(() => "COALESCE(t.username, '')"),
});
// A sign-in's category and title follow its success; a failure's content is the name tried.
const SIGN_INS = listStatementOf("loginLog", {
  id: sql(() => "t.id"),
  category: sql(() => "CASE WHEN t.success THEN 1 ELSE 2 END"),
  time: sql(() => daySql("t.created_at")),
  ip: sql(() => "COALESCE(t.ip, '')"),
  url: sql(() => "'/api/admin/user/login'"),
  title: sql((bind) => `CASE WHEN t.success THEN ${bind(LOGIN_TITLES[1])} ELSE ${bind(LOGIN_TITLES[2])} END`),
  content: sql(() => "CASE WHEN t.success THEN '' ELSE t.username END"),
  userId: sql(() => userIdSql),
  userName: sql(() => "CASE WHEN t.success THEN t.username ELSE '' END"),
});

/**
 * log/operating_list: the origin's log list. Category 3 reads the operation log of the current
 * site (title `resource.operation`, the path it names as url); 1 and 2 read the sign-in log of all
 * sites (a failure's content is the name tried). Newest first.
 */
export async function findOperatingLogs(ctx: ServiceContext, input: TOperatingListInput): Promise<TListOutput<Item>> {
  const paging = { sortBy: "id", direction: "desc", page: input.page, pageSize: input.pageSize } as const;
  const userIds = await scopedUserIds(ctx.scope);
  // The typed address is matched as written: % and _ are not wildcards.
  const ip = input.queryIp ? startsWithText(input.queryIp) : undefined;
  if (input.category === 3) {
    const where: Prisma.OperationLogWhereInput = {
      siteId: currentSite(ctx),
      userId: userIds,
      ip,
      ...(input.queryUsername ? { username: input.queryUsername } : {}),
      ...(input.queryTitle
        ? {
            OR: [{ resource: containsText(input.queryTitle) }, { operation: containsText(input.queryTitle) }],
          }
        : {}),
    };
    return listPage<Item>(OPERATIONS, { where, ...paging });
  }
  const success = input.category === 1;
  const title = LOGIN_TITLES[success ? 1 : 2];
  // The origin's failures are listed whoever tried; a title filter matches the fixed title.
  const where: Prisma.LoginLogWhereInput = {
    success,
    userId: userIds,
    ip,
    ...(success && input.queryUsername ? { username: input.queryUsername } : {}),
    ...(input.queryTitle && !title.includes(input.queryTitle) ? { id: { lt: 0 } } : {}),
  };
  return listPage<Item>(SIGN_INS, { where, ...paging });
}
