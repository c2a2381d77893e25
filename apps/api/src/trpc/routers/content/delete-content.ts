import { deleteContent } from "../../../services/content/content-transitions.ts";
import { permissionProcedure } from "../../init.ts";
import { ZContentIdsInput, ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Moves items to the recycle bin. */
export const deleteContentProcedure = permissionProcedure(CONTENT_KEYS.delete)
  .meta({ legacy: { paths: ["/content/delete"] } })
  .input(ZContentIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => deleteContent(ctx, input));
