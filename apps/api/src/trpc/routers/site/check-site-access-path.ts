import { ZCheckAccessPathInput, ZCheckResult } from "@suyuan/contracts/site/site-operations";
import { isAccessPathFree } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** `{ result: true }` when no other site uses the access path; legacy /site/check_accessPath. */
export const checkSiteAccessPathProcedure = permissionProcedure(
  "/site/save",
  "/site/update",
  "/site_config/base_update",
)
  .meta({ legacy: { paths: ["/site/check_accessPath"] } })
  .input(ZCheckAccessPathInput)
  .output(ZCheckResult)
  .query(async ({ input }) => ({ result: await isAccessPathFree(input.accessPath, input.id) }));
