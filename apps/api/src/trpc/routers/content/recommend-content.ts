import { recommendContent } from "../../../services/content/content-attributes.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCountOutput, ZRecommendContentInput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Sets the recommend level of items (0 takes it away). */
export const recommendContentProcedure = permissionProcedure(CONTENT_KEYS.recommend)
  .meta({ legacy: { paths: ["/content/recommend"] } })
  .input(ZRecommendContentInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => recommendContent(ctx, input));
