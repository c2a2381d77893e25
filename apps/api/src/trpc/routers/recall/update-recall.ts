import { ZUpdateRecallInput } from "@suyuan/contracts/recall/update-recall";
import { z } from "zod";
import { updateRecall } from "../../../services/recall/recalls.ts";
import { permissionProcedure } from "../../init.ts";

export const updateRecallProcedure = permissionProcedure("/recall/update")
  .meta({ legacy: { paths: ["/recall/update"] } })
  .input(ZUpdateRecallInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateRecall(ctx, input.id, input.data);
    return { ok: true as const };
  });
