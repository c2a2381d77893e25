import { ZEnvReadingFields } from "@suyuan/contracts/env/env-fields";
import { z } from "zod";
import { createEnvReading } from "../../../services/env/readings.ts";
import { permissionProcedure } from "../../init.ts";

/** Answers the new reading's id (a bigint, as a string). */
export const createEnvReadingProcedure = permissionProcedure("/envPlateData/save")
  .meta({ legacy: { paths: ["/envPlateData/save"] } })
  .input(ZEnvReadingFields)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => createEnvReading(ctx, input));
