import { ZCheckMasterInput, ZCheckResult } from "@suyuan/contracts/site/site-operations";
import { isMasterFree } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** `{ result: true }` when the site (`id`, absent: a new one) may be master without taking the flag from another; legacy /site/check_master. */
export const checkSiteMasterProcedure = permissionProcedure("/site/save", "/site/update")
  .meta({ legacy: { paths: ["/site/check_master"] } })
  .input(ZCheckMasterInput)
  .output(ZCheckResult)
  .query(async ({ input }) => ({ result: await isMasterFree(input.id) }));
