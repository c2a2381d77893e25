import { ZDeleteUsersInput, ZDeleteUsersOutput } from "@suyuan/contracts/user/delete-users";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteUsers } from "../../../services/user/mutate-users.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteUsersProcedure = permissionProcedure(OPERATION_KEYS.userDelete)
  .meta({ legacy: { paths: ["/admin/delete"] } })
  .input(ZDeleteUsersInput)
  .output(ZDeleteUsersOutput)
  .mutation(({ ctx, input }) => deleteUsers(ctx, input.ids));
