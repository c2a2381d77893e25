import { moveContent } from "../../../services/content/content-attributes.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCountOutput, ZMoveContentInput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Moves items into another channel of the site. */
export const moveContentProcedure = permissionProcedure(CONTENT_KEYS.move)
  .meta({ legacy: { paths: ["/content/move"] } })
  .input(ZMoveContentInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => moveContent(ctx, input));
