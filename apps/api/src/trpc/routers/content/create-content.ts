import { createContent } from "../../../services/content/content-write.ts";
import { permissionProcedure } from "../../init.ts";
import { ZSaveContentInput, ZSaveContentOutput } from "@suyuan/contracts/content/content-fields";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** A new item: a draft, in review, or passed at once for a holder of the channel's final step. */
export const createContentProcedure = permissionProcedure(CONTENT_KEYS.save)
  .input(ZSaveContentInput)
  .output(ZSaveContentOutput)
  .mutation(({ ctx, input }) => createContent(ctx, input));
