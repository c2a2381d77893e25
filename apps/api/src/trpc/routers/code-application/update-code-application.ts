import { ZUpdateCodeApplicationInput } from "@suyuan/contracts/code-application/code-application-operations";
import { z } from "zod";
import { updateCodeApplication } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

export const updateCodeApplicationProcedure = permissionProcedure("/apply/update")
  .meta({ legacy: { paths: ["/apply/update"] } })
  .input(ZUpdateCodeApplicationInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateCodeApplication(ctx, input.id, input.data);
    return { ok: true as const };
  });
