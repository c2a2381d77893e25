import { ZSiteWeixinItem } from "@suyuan/contracts/weixin/weixin";
import { currentSite } from "../../../services/access/site-scope.ts";
import { getSiteWeixin } from "../../../services/site/site-weixin.ts";
import { permissionProcedure } from "../../init.ts";

/** The current site's WeChat account: its AppID and whether a secret is stored, never the secret. */
export const getSiteWeixinProcedure = permissionProcedure("/site_config/base_update")
  .output(ZSiteWeixinItem)
  .query(({ ctx }) => getSiteWeixin(currentSite(ctx)));
