import { pigeonholeContent } from "../../../services/content/content-transitions.ts";
import { permissionProcedure } from "../../init.ts";
import { ZContentIdsInput, ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Archives passed items. */
export const pigeonholeContentProcedure = permissionProcedure(CONTENT_KEYS.pigeonhole)
  .meta({ legacy: { paths: ["/content/pigeonhole"] } })
  .input(ZContentIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => pigeonholeContent(ctx, input));
