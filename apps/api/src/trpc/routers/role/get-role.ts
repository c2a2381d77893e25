import { ZGetRoleInput, ZGetRoleOutput } from "@suyuan/contracts/role/get-role";
import { getRole } from "../../../services/role/roles.ts";
import { permissionProcedure } from "../../init.ts";

export const getRoleProcedure = permissionProcedure("/role/list", "/role/update")
  .meta({ legacy: { paths: ["/role/get"] } })
  .input(ZGetRoleInput)
  .output(ZGetRoleOutput)
  .query(({ input }) => getRole(input.id));
