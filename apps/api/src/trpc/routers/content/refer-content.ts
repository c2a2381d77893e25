import { referContent } from "../../../services/content/content-attributes.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCountOutput, ZReferContentInput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Sets the further channels items show in. */
export const referContentProcedure = permissionProcedure(CONTENT_KEYS.refer)
  .meta({ legacy: { paths: ["/content/refer"] } })
  .input(ZReferContentInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => referContent(ctx, input));
