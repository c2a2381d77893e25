import { pushContent } from "../../../services/content/content-shares.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCountOutput, ZPushContentInput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";

/** Offers passed items to channels of the caller's other sites. */
export const pushContentProcedure = permissionProcedure(CONTENT_KEYS.push)
  .meta({ legacy: { paths: ["/content/push"] } })
  .input(ZPushContentInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => pushContent(ctx, input));
