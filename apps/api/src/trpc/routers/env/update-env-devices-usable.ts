import { envDeviceResource, ZUpdateUsableInput } from "@suyuan/contracts/env/env-device-resource";
import { ZCountOutput } from "@suyuan/contracts/env/env-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { updateUsable } from "../../../services/env/env-usable.ts";
import { permissionProcedure } from "../../init.ts";

export const updateEnvDevicesUsableProcedure = permissionProcedure(OPERATION_KEYS.envEnable)
  .meta({ legacy: { paths: ["/env/usable"] } })
  .input(ZUpdateUsableInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => updateUsable(envDeviceResource, ctx, input.ids, input.usable));
