import { prioritizeContent } from "../../../services/content/content-attributes.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCountOutput, ZPrioritizeContentInput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Puts items on top (a level, optionally until a moment) or off it. */
export const prioritizeContentProcedure = permissionProcedure(CONTENT_KEYS.priority)
  .meta({ legacy: { paths: ["/content/priority"] } })
  .input(ZPrioritizeContentInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => prioritizeContent(ctx, input));
