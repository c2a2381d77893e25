import { ZFindUsersInput, ZFindUsersOutput } from "@suyuan/contracts/user/find-users";
import { findUsers } from "../../../services/user/find-users.ts";
import { permissionProcedure } from "../../init.ts";

export const findUsersProcedure = permissionProcedure("/admin/local_list")
  .meta({ legacy: { paths: ["/admin/list"] } })
  .input(ZFindUsersInput)
  .output(ZFindUsersOutput)
  .query(({ ctx, input }) => findUsers(ctx, input));
