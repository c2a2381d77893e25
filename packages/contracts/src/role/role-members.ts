import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZIds, ZOption, ZPaging, ZTextFilter, zListOutput } from "../common/list.ts";
import { ZOriginAdmin } from "../user/admin-operations.ts";

export const ZFindRoleMembersInput = ZPaging.extend({ roleId: ZId, username: ZTextFilter });
export type TFindRoleMembersInput = z.infer<typeof ZFindRoleMembersInput>;

const ZRoleMember = z.object({
  id: z.number(),
  username: z.string(),
  realName: z.string().nullable(),
  enabled: z.boolean(),
  enterprise: ZOption.nullable(),
});
export const ZFindRoleMembersOutput = zListOutput(ZRoleMember);

/** Add or remove users of a role. */
export const ZUpdateRoleMembersInput = z.object({ roleId: ZId, userIds: ZIds });
export const ZUpdateRoleMembersOutput = z.object({ changed: z.number() });

/** role/member_list: the administrators holding a role (none without `roleId`), by id. */
export const ZRoleAdminsInput = ZPaging.extend({ roleId: ZId.optional() });
export const ZRoleAdminsOutput = zListOutput(ZOriginAdmin);
