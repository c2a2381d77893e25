import { ZCountOutput, ZDeleteEnvReadingsInput } from "@suyuan/contracts/env/env-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteEnvReadings } from "../../../services/env/readings.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteEnvReadingsProcedure = permissionProcedure(OPERATION_KEYS.envReadingDelete)
  .input(ZDeleteEnvReadingsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => deleteEnvReadings(ctx, input.ids.map(BigInt)));
