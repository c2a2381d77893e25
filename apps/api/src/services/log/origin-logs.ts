import type { TListOutput } from "@suyuan/contracts/common/list";
import type { TOperatingListInput, ZOperatingLogItem } from "@suyuan/contracts/log/log-operations";
import { prisma, type Prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { currentSite } from "../access/site-scope.ts";
import { formatDateTime } from "../export/export-formats.ts";
import type { ServiceContext } from "../service-context.ts";
import { containsText } from "../list/text-match.ts";
import { scopedUserIds } from "./find-logs.ts";

type Item = z.infer<typeof ZOperatingLogItem>;

const LOGIN_TITLES = { 1: "登录成功", 2: "登录失败" } as const;

const day = (date: Date) => formatDateTime(date).slice(0, 10);

/** The content of an operation row: the target and the name the operation logged, as `id=5;name=x`. */
function contentOf(targetId: string | null, detail: Prisma.JsonValue): string {
  const name =
    detail && typeof detail === "object" && !Array.isArray(detail) && typeof detail.name === "string"
      ? detail.name
      : null;
  return [targetId === null ? null : `id=${targetId}`, name === null ? null : `name=${name}`].filter(Boolean).join(";");
}

/**
 * log/operating_list: the origin's log list. Category 3 reads the operation log of the current
 * site (title `resource.operation`, the path it names as url); 1 and 2 read the sign-in log of all
 * sites (a failure's content is the name tried). Newest first.
 */
export async function findOperatingLogs(ctx: ServiceContext, input: TOperatingListInput): Promise<TListOutput<Item>> {
  const paging = { skip: (input.page - 1) * input.pageSize, take: input.pageSize };
  const userIds = await scopedUserIds(ctx.scope);
  const ip = input.queryIp ? { startsWith: input.queryIp } : undefined;
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
    const [total, rows] = await Promise.all([
      prisma.operationLog.count({ where }),
      prisma.operationLog.findMany({ where, orderBy: { id: "desc" }, ...paging }),
    ]);
    const items = rows.map((row) => ({
      id: Number(row.id),
      category: 3,
      time: day(row.createdAt),
      ip: row.ip ?? "",
      url: `/${row.resource}/${row.operation}`,
      title: `${row.resource}.${row.operation}`,
      content: contentOf(row.targetId, row.detail),
      userId: row.userId ?? ("" as const),
      userName: row.username ?? "",
    }));
    return { items, total, page: input.page, pageSize: input.pageSize };
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
  const [total, rows] = await Promise.all([
    prisma.loginLog.count({ where }),
    prisma.loginLog.findMany({ where, orderBy: { id: "desc" }, ...paging }),
  ]);
  const items = rows.map((row) => ({
    id: Number(row.id),
    category: input.category,
    time: day(row.createdAt),
    ip: row.ip ?? "",
    url: "/api/admin/user/login",
    title,
    content: success ? "" : row.username,
    userId: row.userId ?? ("" as const),
    userName: success ? row.username : "",
  }));
  return { items, total, page: input.page, pageSize: input.pageSize };
}
