import { ZCountOutput, ZUpdateUsableInput } from "@suyuan/contracts/env/env-fields";
import { updateEnvPlatesUsable } from "../../../services/env/plates.ts";
import { permissionProcedure } from "../../init.ts";

export const updateEnvPlatesUsableProcedure = permissionProcedure("/envPlate/list")
  .meta({ legacy: { paths: ["/envPlate/usable"] } })
  .input(ZUpdateUsableInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => updateEnvPlatesUsable(ctx, input.ids, input.usable));
