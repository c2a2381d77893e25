import { ZCreateRoleInput, ZCreateRoleOutput } from "@suyuan/contracts/role/create-role";
import { createRole } from "../../../services/role/roles.ts";
import { permissionProcedure } from "../../init.ts";

export const createRoleProcedure = permissionProcedure("/role/save")
  .meta({ legacy: { paths: ["/role/save"] } })
  .input(ZCreateRoleInput)
  .output(ZCreateRoleOutput)
  .mutation(({ ctx, input }) => createRole(ctx, input));
