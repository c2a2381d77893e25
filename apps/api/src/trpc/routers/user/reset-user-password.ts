import { ZResetUserPasswordInput } from "@suyuan/contracts/user/user-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import { resetUserPassword } from "../../../services/user/mutate-users.ts";
import { permissionProcedure } from "../../init.ts";

export const resetUserPasswordProcedure = permissionProcedure(OPERATION_KEYS.userResetPassword)
  .meta({ legacy: { paths: ["/admin/resetPassword"] } })
  .input(ZResetUserPasswordInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await resetUserPassword(ctx, input.id, input.password);
    return { ok: true as const };
  });
