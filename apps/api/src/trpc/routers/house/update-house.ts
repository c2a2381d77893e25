import { ZUpdateHouseInput } from "@suyuan/contracts/base/base-fields";
import { z } from "zod";
import { updateHouse } from "../../../services/base/houses.ts";
import { permissionProcedure } from "../../init.ts";

export const updateHouseProcedure = permissionProcedure("/house/update")
  .meta({ legacy: { paths: ["/house/update"] } })
  .input(ZUpdateHouseInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateHouse(ctx, input.id, input.data);
    return { ok: true as const };
  });
