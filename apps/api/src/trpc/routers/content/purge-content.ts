import { purgeContent } from "../../../services/content/content-attributes.ts";
import { permissionProcedure } from "../../init.ts";
import { ZContentIdsInput, ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Deletes items in the recycle bin for ever. */
export const purgeContentProcedure = permissionProcedure(CONTENT_KEYS.purge)
  .meta({ legacy: { paths: ["/content/cycle_delete"] } })
  .input(ZContentIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => purgeContent(ctx, input));
