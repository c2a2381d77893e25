import { ZSiteOkOutput } from "@suyuan/contracts/site/site-operations";
import { ZSiteWeixinFields } from "@suyuan/contracts/weixin/weixin";
import { currentSite } from "../../../services/access/site-scope.ts";
import { updateSiteWeixin } from "../../../services/site/site-weixin.ts";
import { permissionProcedure } from "../../init.ts";

/** Saves the current site's WeChat account (a blank secret keeps the stored one). */
export const updateSiteWeixinProcedure = permissionProcedure("/site_config/base_update")
  .input(ZSiteWeixinFields)
  .output(ZSiteOkOutput)
  .mutation(({ ctx, input }) => updateSiteWeixin(ctx, currentSite(ctx), input));
