import { ZCloseRecallInput } from "@suyuan/contracts/recall/recall-operations";
import { z } from "zod";
import { closeRecall } from "../../../services/recall/recalls.ts";
import { permissionProcedure } from "../../init.ts";

// Closing is a change of the recall: whoever may edit recalls may close them.
export const closeRecallProcedure = permissionProcedure("/recall/update")
  .meta({ legacy: { paths: ["/recall/close"] } })
  .input(ZCloseRecallInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await closeRecall(ctx, input.id, input.closeNote);
    return { ok: true as const };
  });
