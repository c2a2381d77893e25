import { ZUpdateUsableInput } from "@suyuan/contracts/env/env-device-resource";
import { ZCountOutput } from "@suyuan/contracts/env/env-fields";
import { envPlateResource } from "@suyuan/contracts/env/env-plate-resource";
import { updateUsable } from "../../../services/env/env-usable.ts";
import { permissionProcedure } from "../../init.ts";

export const updateEnvPlatesUsableProcedure = permissionProcedure("/envPlate/list")
  .meta({ legacy: { paths: ["/envPlate/usable"] } })
  .input(ZUpdateUsableInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => updateUsable(envPlateResource, ctx, input.ids, input.usable));
