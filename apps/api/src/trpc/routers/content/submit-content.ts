import { submitContent } from "../../../services/content/content-transitions.ts";
import { permissionProcedure } from "../../init.ts";
import { ZContentIdsInput, ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Sends drafts and returned items to review. */
export const submitContentProcedure = permissionProcedure(CONTENT_KEYS.submit)
  .meta({ legacy: { paths: ["/content/submit"] } })
  .input(ZContentIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => submitContent(ctx, input));
