import { findShares } from "../../../services/content/content-shares.ts";
import { permissionProcedure } from "../../init.ts";
import { SHARE_KEYS } from "./content-access.ts";
import { ZFindSharesInput, ZFindSharesOutput } from "@suyuan/contracts/content/content-share";

/** Offers of content made to this site (or by it). */
export const findSharesProcedure = permissionProcedure(...SHARE_KEYS)
  .meta({ legacy: { paths: ["/content/share_list"] } })
  .input(ZFindSharesInput)
  .output(ZFindSharesOutput)
  .query(({ ctx, input }) => findShares(ctx, input));
