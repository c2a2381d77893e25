import { ZFindRolesInput, ZFindRolesOutput } from "@suyuan/contracts/role/find-roles";
import { findRoles } from "../../../services/role/roles.ts";
import { permissionProcedure } from "../../init.ts";

export const findRolesProcedure = permissionProcedure("/role/list")
  .meta({ legacy: { paths: ["/role/list"] } })
  .input(ZFindRolesInput)
  .output(ZFindRolesOutput)
  .query(({ input }) => findRoles(input));
