import { checkContent } from "../../../services/content/content-transitions.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCheckContentInput, ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Passes items one review step (the final step publishes them). */
export const checkContentProcedure = permissionProcedure(CONTENT_KEYS.check)
  .meta({ legacy: { paths: ["/content/check"] } })
  .input(ZCheckContentInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => checkContent(ctx, input));
