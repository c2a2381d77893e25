import { ZUpdateRecordInput } from "@suyuan/contracts/trace-record/trace-record-operations";
import { z } from "zod";
import { updateRecord } from "../../../services/trace-record/record-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const updateRecordProcedure = permissionProcedure("/trace/update")
  .input(ZUpdateRecordInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateRecord(ctx, input.id, input.data);
    return { ok: true as const };
  });
