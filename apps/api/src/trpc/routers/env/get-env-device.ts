import { ZEnvDeviceItem, ZIdInput } from "@suyuan/contracts/env/env-fields";
import { getEnvDevice } from "../../../services/env/devices.ts";
import { permissionProcedure } from "../../init.ts";

export const getEnvDeviceProcedure = permissionProcedure("/env/list", "/env/update")
  .input(ZIdInput)
  .output(ZEnvDeviceItem)
  .query(({ ctx, input }) => getEnvDevice(ctx, input.id));
