import { ZUpdateRoleMembersInput, ZUpdateRoleMembersOutput } from "@suyuan/contracts/role/role-members";
import { addRoleMembers } from "../../../services/role/role-members.ts";
import { permissionProcedure } from "../../init.ts";

export const addRoleMembersProcedure = permissionProcedure("/role/members")
  .meta({ legacy: { paths: ["/role/members/save"] } })
  .input(ZUpdateRoleMembersInput)
  .output(ZUpdateRoleMembersOutput)
  .mutation(({ ctx, input }) => addRoleMembers(ctx, input.roleId, input.userIds));
