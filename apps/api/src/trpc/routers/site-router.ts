import { router } from "../init.ts";
import { checkSiteAccessPathProcedure } from "./site/check-site-access-path.ts";
import { checkSiteDomainProcedure } from "./site/check-site-domain.ts";
import { checkSiteMasterProcedure } from "./site/check-site-master.ts";
import { createSiteProcedure } from "./site/create-site.ts";
import { deleteSitesProcedure } from "./site/delete-sites.ts";
import { findSitesProcedure } from "./site/find-sites.ts";
import { getSiteProcedure } from "./site/get-site.ts";
import { getSiteBaseProcedure } from "./site/get-site-base.ts";
import { getSiteCompanyProcedure } from "./site/get-site-company.ts";
import { updateSiteBaseProcedure } from "./site/update-site-base.ts";
import { updateSiteCompanyProcedure } from "./site/update-site-company.ts";
import { getSiteWeixinProcedure } from "./site/get-site-weixin.ts";
import { updateSiteWeixinProcedure } from "./site/update-site-weixin.ts";
import { siteTreeProcedure } from "./site/site-tree.ts";
import { updateSiteProcedure } from "./site/update-site.ts";

/** Sites (站点管理) and the current site's settings. */
export const siteRouter = router({
  find: findSitesProcedure,
  get: getSiteProcedure,
  create: createSiteProcedure,
  update: updateSiteProcedure,
  delete: deleteSitesProcedure,
  tree: siteTreeProcedure,
  checkMaster: checkSiteMasterProcedure,
  checkDomain: checkSiteDomainProcedure,
  checkAccessPath: checkSiteAccessPathProcedure,
  getBase: getSiteBaseProcedure,
  updateBase: updateSiteBaseProcedure,
  getCompany: getSiteCompanyProcedure,
  updateCompany: updateSiteCompanyProcedure,
  getWeixin: getSiteWeixinProcedure,
  updateWeixin: updateSiteWeixinProcedure,
});
