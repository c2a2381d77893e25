import { ZCountOutput, ZIdsInput } from "@suyuan/contracts/env/env-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteEnvDevices } from "../../../services/env/devices.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteEnvDevicesProcedure = permissionProcedure(OPERATION_KEYS.envDelete)
  .input(ZIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => deleteEnvDevices(ctx, input.ids));
