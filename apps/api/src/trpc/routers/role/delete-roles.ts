import { ZDeleteRolesInput, ZDeleteRolesOutput } from "@suyuan/contracts/role/delete-roles";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteRoles } from "../../../services/role/roles.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteRolesProcedure = permissionProcedure(OPERATION_KEYS.roleDelete)
  .meta({ legacy: { paths: ["/role/delete"] } })
  .input(ZDeleteRolesInput)
  .output(ZDeleteRolesOutput)
  .mutation(({ ctx, input }) => deleteRoles(ctx, input.ids));
