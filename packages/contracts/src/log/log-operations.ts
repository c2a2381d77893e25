import { z } from "zod";
import { ZId, ZStoredDateTime, zInt } from "../kit/primitives.ts";
import { ZClientAgent } from "./client-agent.ts";
import { withDateRangeRule, ZDateRange, ZPaging, ZTextFilter, zListOutput, ZSortDirection } from "../common/list.ts";

/** Login-log filters (the list and its export share them). */
const ZLoginLogFilterFields = z
  .object({ username: ZTextFilter, ip: ZTextFilter, success: z.boolean().optional() })
  .extend(ZDateRange.shape);
export const ZLoginLogFilters = withDateRangeRule(ZLoginLogFilterFields);

export const ZFindLoginLogsInput = withDateRangeRule(
  ZPaging.extend({ sortDir: ZSortDirection.default("desc") }).extend(ZLoginLogFilterFields.shape),
);
export type TFindLoginLogsInput = z.infer<typeof ZFindLoginLogsInput>;

const ZLoginLogItem = z.object({
  id: z.string(),
  createdAt: ZStoredDateTime,
  username: z.string(),
  ip: z.string().nullable(),
  /** Where the IP is (6-digit codes), resolved when the attempt was logged; null abroad or unknown. */
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The user agent parsed (browser, OS, device). */
  agent: ZClientAgent.nullable(),
  success: z.boolean(),
  /** unknown_user, wrong_password, disabled or locked. */
  reason: z.string().nullable(),
});
export const ZFindLoginLogsOutput = zListOutput(ZLoginLogItem);

/** Operation-log filters (the list and its export share them). */
const ZOperationLogFilterFields = z
  .object({
    username: ZTextFilter,
    operation: ZTextFilter,
    resource: ZTextFilter,
    outcome: z.enum(["success", "failure"]).optional(),
    siteId: ZId.optional(),
  })
  .extend(ZDateRange.shape);
export const ZOperationLogFilters = withDateRangeRule(ZOperationLogFilterFields);

export const ZFindOperationLogsInput = withDateRangeRule(
  ZPaging.extend({ sortDir: ZSortDirection.default("desc") }).extend(ZOperationLogFilterFields.shape),
);
export type TFindOperationLogsInput = z.infer<typeof ZFindOperationLogsInput>;

const ZOperationLogItem = z.object({
  id: z.string(),
  createdAt: ZStoredDateTime,
  username: z.string().nullable(),
  site: z.object({ id: z.number(), name: z.string() }).nullable(),
  operation: z.string(),
  resource: z.string(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  outcome: z.string(),
});
export const ZFindOperationLogsOutput = zListOutput(ZOperationLogItem);

/**
 * log/operating_list, the origin's log list: `category` 3 operations of the current site (the
 * default), 1 sign-ins and 2 failed sign-ins of all sites (`queryUsername` is exact and not read
 * for failures; `queryTitle` is contained in the title; `queryIp` starts the address).
 */
export const ZOperatingListInput = ZPaging.extend({
  queryUsername: ZTextFilter,
  queryTitle: ZTextFilter,
  queryIp: ZTextFilter,
  category: zInt(1, 3).default(3),
});
export type TOperatingListInput = z.infer<typeof ZOperatingListInput>;
export const ZOperatingLogItem = z.object({
  id: z.number(),
  category: z.number(),
  /** yyyy-MM-dd (China time). */
  time: z.string(),
  ip: z.string(),
  url: z.string(),
  title: z.string(),
  content: z.string(),
  userId: z.union([z.number(), z.literal("")]),
  userName: z.string(),
});
export const ZOperatingListOutput = zListOutput(ZOperatingLogItem);
