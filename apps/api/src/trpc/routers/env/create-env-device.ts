import { ZCreatedOutput, ZEnvDeviceFields } from "@suyuan/contracts/env/env-fields";
import { createEnvDevice } from "../../../services/env/devices.ts";
import { permissionProcedure } from "../../init.ts";

export const createEnvDeviceProcedure = permissionProcedure("/env/save")
  .meta({ legacy: { paths: ["/env/save"] } })
  .input(ZEnvDeviceFields)
  .output(ZCreatedOutput)
  .mutation(({ ctx, input }) => createEnvDevice(ctx, input));
