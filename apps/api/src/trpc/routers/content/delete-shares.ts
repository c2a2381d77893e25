import { deleteShares } from "../../../services/content/content-shares.ts";
import { permissionProcedure } from "../../init.ts";
import { ZCountOutput } from "@suyuan/contracts/content/content-actions";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import { ZShareIdsInput } from "@suyuan/contracts/content/content-share";

/** Removes offers made to this site or by it. */
export const deleteSharesProcedure = permissionProcedure(CONTENT_KEYS.shareDelete)
  .meta({ legacy: { paths: ["/content/share_delete"] } })
  .input(ZShareIdsInput)
  .output(ZCountOutput)
  .mutation(({ ctx, input }) => deleteShares(ctx, input));
