import { ZUpdateKeywordsInput, ZUpdateKeywordsOutput } from "@suyuan/contracts/keyword/keyword-operations";
import { updateKeywords } from "../../../services/audience/keywords.ts";
import { permissionProcedure } from "../../init.ts";

/**
 * Replaces the generated update: one keyword (`id`, `data`) or the origin's bulk form
 * (`ids`, `names`, `urls`, `disableds`); legacy /keyword/update.
 */
export const updateKeywordsProcedure = permissionProcedure("/keyword/update")
  .meta({ legacy: { paths: ["/keyword/update"] } })
  .input(ZUpdateKeywordsInput)
  .output(ZUpdateKeywordsOutput)
  .mutation(({ ctx, input }) => updateKeywords(ctx, input));
