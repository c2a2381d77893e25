import { router } from "../init.ts";
import { findRoleOptionsProcedure } from "./lookup/find-role-options.ts";
import { findSiteOptionsProcedure } from "./lookup/find-site-options.ts";
import { findEnterpriseOptionsProcedure } from "./lookup/find-enterprise-options.ts";

export const lookupRouter = router({
  roles: findRoleOptionsProcedure,
  sites: findSiteOptionsProcedure,
  enterprises: findEnterpriseOptionsProcedure,
});
