import { z } from "zod";
import { ZDateRange, ZPaging, ZTextFilter, zListOutput, ZSortDirection } from "../common/list.ts";

export const ZFindLoginLogsInput = ZPaging.extend({
  sortDir: ZSortDirection.default("desc"),
  username: ZTextFilter,
  ip: ZTextFilter,
  success: z.boolean().optional(),
}).extend(ZDateRange.shape);
export type TFindLoginLogsInput = z.infer<typeof ZFindLoginLogsInput>;

export const ZLoginLogItem = z.object({
  id: z.string(),
  createdAt: z.date(),
  username: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  success: z.boolean(),
  /** unknown_user, wrong_password, disabled or locked. */
  reason: z.string().nullable(),
});
export const ZFindLoginLogsOutput = zListOutput(ZLoginLogItem);

export const ZFindOperationLogsInput = ZPaging.extend({
  sortDir: ZSortDirection.default("desc"),
  username: ZTextFilter,
  operation: ZTextFilter,
  resource: ZTextFilter,
  outcome: z.enum(["success", "failure"]).optional(),
  siteId: z.number().int().positive().optional(),
}).extend(ZDateRange.shape);
export type TFindOperationLogsInput = z.infer<typeof ZFindOperationLogsInput>;

export const ZOperationLogItem = z.object({
  id: z.string(),
  createdAt: z.date(),
  username: z.string().nullable(),
  site: z.object({ id: z.number(), name: z.string() }).nullable(),
  operation: z.string(),
  resource: z.string(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  outcome: z.string(),
});
export const ZFindOperationLogsOutput = zListOutput(ZOperationLogItem);
