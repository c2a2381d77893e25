import { ZFindEnvDevicesInput, ZFindEnvDevicesOutput } from "@suyuan/contracts/env/env-fields";
import { findEnvDevices } from "../../../services/env/devices.ts";
import { permissionProcedure } from "../../init.ts";

export const findEnvDevicesProcedure = permissionProcedure("/env/list", "/envPlate/list", "/envPlateData/list")
  .meta({ legacy: { paths: ["/env/list"] } })
  .input(ZFindEnvDevicesInput)
  .output(ZFindEnvDevicesOutput)
  .query(({ ctx, input }) => findEnvDevices(ctx, input));
