import { ZUpdateRoleMembersInput, ZUpdateRoleMembersOutput } from "@suyuan/contracts/role/role-members";
import { removeRoleMembers } from "../../../services/role/role-members.ts";
import { permissionProcedure } from "../../init.ts";

export const removeRoleMembersProcedure = permissionProcedure("/role/members")
  .meta({ legacy: { paths: ["/role/members/delete", "/role/member_delete"] } })
  .input(ZUpdateRoleMembersInput)
  .output(ZUpdateRoleMembersOutput)
  .mutation(({ ctx, input }) => removeRoleMembers(ctx, input.roleId, input.userIds));
