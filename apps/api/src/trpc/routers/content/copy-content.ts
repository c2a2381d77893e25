import { copyContent } from "../../../services/content/content-attributes.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCopyContentInput, ZCopyContentOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Copies items into a channel of the site, as new drafts. */
export const copyContentProcedure = permissionProcedure(CONTENT_KEYS.copy)
  .meta({ legacy: { paths: ["/content/copy"] } })
  .input(ZCopyContentInput)
  .output(ZCopyContentOutput)
  .mutation(({ ctx, input }) => copyContent(ctx, input));
