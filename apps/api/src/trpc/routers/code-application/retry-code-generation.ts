import { ZRetryCodeGenerationInput } from "@suyuan/contracts/code-application/code-application-operations";
import { z } from "zod";
import { retryCodeGeneration } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

export const retryCodeGenerationProcedure = permissionProcedure("/apply/examine")
  .meta({ legacy: { paths: ["/apply/retry"] } })
  .input(ZRetryCodeGenerationInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await retryCodeGeneration(ctx, input.id);
    return { ok: true as const };
  });
