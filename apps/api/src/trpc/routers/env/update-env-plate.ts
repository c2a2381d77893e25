import { ZUpdateEnvPlateInput } from "@suyuan/contracts/env/env-fields";
import { z } from "zod";
import { updateEnvPlate } from "../../../services/env/plates.ts";
import { permissionProcedure } from "../../init.ts";

export const updateEnvPlateProcedure = permissionProcedure("/envPlate/list")
  .input(ZUpdateEnvPlateInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateEnvPlate(ctx, input.id, input.data);
    return { ok: true as const };
  });
