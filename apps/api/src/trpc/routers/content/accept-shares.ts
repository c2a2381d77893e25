import { acceptShares } from "../../../services/content/content-shares.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import { ZShareIdsInput } from "@suyuan/contracts/content/content-share";

/** Accepts offers made to this site: the items show in the chosen channels. */
export const acceptSharesProcedure = permissionProcedure(CONTENT_KEYS.shareCheck)
  .meta({ legacy: { paths: ["/content/share_check"] } })
  .input(ZShareIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => acceptShares(ctx, input));
