import { ZEnvReadingFields } from "@suyuan/contracts/env/env-fields";
import { z } from "zod";
import { createEnvReading } from "../../../services/env/readings.ts";
import { permissionProcedure } from "../../init.ts";

export const createEnvReadingProcedure = permissionProcedure("/envPlateData/save")
  .input(ZEnvReadingFields)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await createEnvReading(ctx, input);
    return { ok: true as const };
  });
