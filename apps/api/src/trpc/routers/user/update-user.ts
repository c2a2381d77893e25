import { ZUpdateUserInput } from "@suyuan/contracts/user/update-user";
import { z } from "zod";
import { updateUser } from "../../../services/user/mutate-users.ts";
import { permissionProcedure } from "../../init.ts";

export const updateUserProcedure = permissionProcedure("/adminGlocal/edit")
  .meta({ legacy: { paths: ["/admin/update"] } })
  .input(ZUpdateUserInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateUser(ctx, input.id, input.data);
    return { ok: true as const };
  });
