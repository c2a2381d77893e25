import { ZCountOutput, ZUpdateUsableInput } from "@suyuan/contracts/env/env-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { updateEnvDevicesUsable } from "../../../services/env/devices.ts";
import { permissionProcedure } from "../../init.ts";

export const updateEnvDevicesUsableProcedure = permissionProcedure(OPERATION_KEYS.envEnable)
  .meta({ legacy: { paths: ["/env/usable"] } })
  .input(ZUpdateUsableInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => updateEnvDevicesUsable(ctx, input.ids, input.usable));
