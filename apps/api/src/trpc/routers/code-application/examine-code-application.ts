import { ZExamineCodeApplicationInput } from "@suyuan/contracts/code-application/code-application-operations";
import { z } from "zod";
import { examineCodeApplication } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

export const examineCodeApplicationProcedure = permissionProcedure("/apply/examine")
  .meta({ legacy: { paths: ["/apply/examine"] } })
  .input(ZExamineCodeApplicationInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await examineCodeApplication(ctx, input);
    return { ok: true as const };
  });
