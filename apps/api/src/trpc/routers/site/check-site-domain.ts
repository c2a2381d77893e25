import { ZCheckDomainInput, ZCheckResult } from "@suyuan/contracts/site/site-operations";
import { isDomainFree } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/** `{ result: true }` when no other site uses the domain; legacy /site/check_domain. */
export const checkSiteDomainProcedure = permissionProcedure("/site/save", "/site/update", "/site_config/base_update")
  .meta({ legacy: { paths: ["/site/check_domain"] } })
  .input(ZCheckDomainInput)
  .output(ZCheckResult)
  .query(async ({ input }) => ({ result: await isDomainFree(input.domain, input.id) }));
