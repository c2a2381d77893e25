import { ZUpdateEnvDeviceInput } from "@suyuan/contracts/env/env-fields";
import { z } from "zod";
import { updateEnvDevice } from "../../../services/env/devices.ts";
import { permissionProcedure } from "../../init.ts";

export const updateEnvDeviceProcedure = permissionProcedure("/env/update")
  .meta({ legacy: { paths: ["/env/update"] } })
  .input(ZUpdateEnvDeviceInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateEnvDevice(ctx, input.id, input.data);
    return { ok: true as const };
  });
