import { ZUpdateBatchInput } from "@suyuan/contracts/batch/update-batch";
import { z } from "zod";
import { updateBatch } from "../../../services/batch/batch-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const updateBatchProcedure = permissionProcedure("/batch/update")
  .meta({ legacy: { paths: ["/batch/update"] } })
  .input(ZUpdateBatchInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateBatch(ctx, input.id, input.data);
    return { ok: true as const };
  });
