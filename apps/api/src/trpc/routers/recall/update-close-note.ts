import { ZUpdateCloseNoteInput } from "@suyuan/contracts/recall/recall-operations";
import { z } from "zod";
import { updateCloseNote } from "../../../services/recall/recalls.ts";
import { permissionProcedure } from "../../init.ts";

export const updateCloseNoteProcedure = permissionProcedure("/recall/update")
  .meta({ legacy: { paths: ["/recall/closeNote"] } })
  .input(ZUpdateCloseNoteInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updateCloseNote(ctx, input.id, input.closeNote);
    return { ok: true as const };
  });
