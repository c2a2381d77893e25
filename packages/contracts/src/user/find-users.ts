import { z } from "zod";
import { ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";
import { ZUserItem } from "./user-fields.ts";

export const USER_SORT_KEYS = ["username", "realName", "createdAt", "lastLoginAt"] as const;

export const ZUserFilters = z.object({
  username: ZTextFilter,
  realName: ZTextFilter,
  mobile: ZTextFilter,
  roleId: z.number().int().positive().optional(),
  enabled: z.boolean().optional(),
  enterpriseId: z.number().int().positive().optional(),
});
export type TUserFilters = z.infer<typeof ZUserFilters>;

export const ZFindUsersInput = ZPaging.extend(zSort(USER_SORT_KEYS).shape).extend(ZUserFilters.shape);
export type TFindUsersInput = z.infer<typeof ZFindUsersInput>;

export const ZFindUsersOutput = zListOutput(ZUserItem);
export type TFindUsersOutput = z.infer<typeof ZFindUsersOutput>;
