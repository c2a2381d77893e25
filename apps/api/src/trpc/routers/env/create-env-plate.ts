import { ZCreatedOutput, ZEnvPlateFields } from "@suyuan/contracts/env/env-fields";
import { createEnvPlate } from "../../../services/env/plates.ts";
import { permissionProcedure } from "../../init.ts";

export const createEnvPlateProcedure = permissionProcedure("/envPlate/list")
  .input(ZEnvPlateFields)
  .output(ZCreatedOutput)
  .mutation(({ ctx, input }) => createEnvPlate(ctx, input));
