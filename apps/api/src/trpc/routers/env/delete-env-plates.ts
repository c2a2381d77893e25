import { ZCountOutput, ZIdsInput } from "@suyuan/contracts/env/env-fields";
import { deleteEnvPlates } from "../../../services/env/plates.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteEnvPlatesProcedure = permissionProcedure("/envPlate/list")
  .input(ZIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => deleteEnvPlates(ctx, input.ids));
