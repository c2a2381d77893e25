import { updateContent } from "../../../services/content/content-write.ts";
import { permissionProcedure } from "../../init.ts";
import { ZSaveContentOutput, ZUpdateContentInput } from "@suyuan/contracts/content/content-fields";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Changes an item (its status stays, unless its channel sends edited passed content back to review). */
export const updateContentProcedure = permissionProcedure(CONTENT_KEYS.update)
  .input(ZUpdateContentInput)
  .output(ZSaveContentOutput)
  .mutation(({ ctx, input }) => updateContent(ctx, input));
