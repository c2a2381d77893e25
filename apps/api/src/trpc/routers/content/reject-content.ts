import { rejectContent } from "../../../services/content/content-transitions.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCountOutput, ZRejectContentInput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Returns items to the writer (or one step back) with an opinion. */
export const rejectContentProcedure = permissionProcedure(CONTENT_KEYS.reject)
  .meta({ legacy: { paths: ["/content/reject"] } })
  .input(ZRejectContentInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => rejectContent(ctx, input));
