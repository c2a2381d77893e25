import { ZUpdateBaseInput } from "@suyuan/contracts/base/base-fields";
import { z } from "zod";
import { updateBase } from "../../../services/base/bases.ts";
import { permissionProcedure } from "../../init.ts";

export const updateBaseProcedure = permissionProcedure("/base/update")
  .input(ZUpdateBaseInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateBase(ctx, input.id, input.data);
    return { ok: true as const };
  });
