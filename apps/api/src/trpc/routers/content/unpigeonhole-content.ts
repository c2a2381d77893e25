import { unpigeonholeContent } from "../../../services/content/content-transitions.ts";
import { permissionProcedure } from "../../init.ts";
import { ZContentIdsInput, ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Takes archived items back out (passed). */
export const unpigeonholeContentProcedure = permissionProcedure(CONTENT_KEYS.unpigeonhole)
  .meta({ legacy: { paths: ["/content/unpigeonhole"] } })
  .input(ZContentIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => unpigeonholeContent(ctx, input));
