import { ZCreateUserInput } from "@suyuan/contracts/user/user-resource";
import { z } from "zod";
import { createUser } from "../../../services/user/mutate-users.ts";
import { permissionProcedure } from "../../init.ts";

/** By hand beside the kit's procedures: a new user also gives a username and a password. */
export const createUserProcedure = permissionProcedure("/adminGlocal/add")
  .meta({ legacy: { paths: ["/admin/save"] } })
  .input(ZCreateUserInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => createUser(ctx, input));
