import { ZCreateUserInput, ZCreateUserOutput } from "@suyuan/contracts/user/create-user";
import { createUser } from "../../../services/user/mutate-users.ts";
import { permissionProcedure } from "../../init.ts";

export const createUserProcedure = permissionProcedure("/adminGlocal/add")
  .meta({ legacy: { paths: ["/admin/save"] } })
  .input(ZCreateUserInput)
  .output(ZCreateUserOutput)
  .mutation(({ ctx, input }) => createUser(ctx, input));
