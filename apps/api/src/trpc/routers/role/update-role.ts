import { ZUpdateRoleInput } from "@suyuan/contracts/role/update-role";
import { z } from "zod";
import { updateRole } from "../../../services/role/roles.ts";
import { permissionProcedure } from "../../init.ts";

export const updateRoleProcedure = permissionProcedure("/role/update")
  .meta({ legacy: { paths: ["/role/update"] } })
  .input(ZUpdateRoleInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateRole(ctx, input.id, input.data);
    return { ok: true as const };
  });
