import { ZUpdateEnvReadingInput } from "@suyuan/contracts/env/env-fields";
import { z } from "zod";
import { updateEnvReading } from "../../../services/env/readings.ts";
import { permissionProcedure } from "../../init.ts";

export const updateEnvReadingProcedure = permissionProcedure("/envPlateData/update")
  .meta({ legacy: { paths: ["/envPlateData/update"] } })
  .input(ZUpdateEnvReadingInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateEnvReading(ctx, BigInt(input.id), input.data);
    return { ok: true as const };
  });
