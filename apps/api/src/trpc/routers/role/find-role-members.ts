import { ZFindRoleMembersInput, ZFindRoleMembersOutput } from "@suyuan/contracts/role/role-members";
import { findRoleMembers } from "../../../services/role/role-members.ts";
import { permissionProcedure } from "../../init.ts";

export const findRoleMembersProcedure = permissionProcedure("/role/members")
  .meta({ legacy: { paths: ["/role/members/list"] } })
  .input(ZFindRoleMembersInput)
  .output(ZFindRoleMembersOutput)
  .query(({ ctx, input }) => findRoleMembers(ctx, input));
