import { ZRoleAdminsInput, ZRoleAdminsOutput } from "@suyuan/contracts/role/role-members";
import { findRoleAdmins } from "../../../services/role/role-members.ts";
import { permissionProcedure } from "../../init.ts";

/** The origin's role/member_list: the role's administrators in the origin's shape. */
export const findRoleAdminsProcedure = permissionProcedure("/role/members")
  .meta({ legacy: { paths: ["/role/member_list"] } })
  .input(ZRoleAdminsInput)
  .output(ZRoleAdminsOutput)
  .query(({ ctx, input }) => findRoleAdmins(ctx, input));
