import { restoreContent } from "../../../services/content/content-transitions.ts";
import { permissionProcedure } from "../../init.ts";
import { ZContentIdsInput, ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Takes items out of the recycle bin, as drafts. */
export const restoreContentProcedure = permissionProcedure(CONTENT_KEYS.restore)
  .meta({ legacy: { paths: ["/content/cycle_recycle"] } })
  .input(ZContentIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => restoreContent(ctx, input));
