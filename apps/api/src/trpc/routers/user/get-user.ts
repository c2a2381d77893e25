import { ZGetUserInput, ZGetUserOutput } from "@suyuan/contracts/user/get-user";
import { getUser } from "../../../services/user/find-users.ts";
import { permissionProcedure } from "../../init.ts";

export const getUserProcedure = permissionProcedure("/admin/local_list", "/adminGlocal/edit")
  .meta({ legacy: { paths: ["/admin/get"] } })
  .input(ZGetUserInput)
  .output(ZGetUserOutput)
  .query(({ ctx, input }) => getUser(ctx, input.id));
