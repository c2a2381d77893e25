import { ZSiteTreeInput, ZSiteTreeOutput } from "@suyuan/contracts/site/site-operations";
import { hasPermission } from "../../../services/auth/user-access.ts";
import { siteTree } from "../../../services/site/sites.ts";
import { permissionProcedure } from "../../init.ts";

/**
 * The site tree (spec section 7, `root` and optionally `all`): the caller's own sites; `all`
 * widens it to every site they manage, for holders of the site list. Pages that pick a site
 * (content push, site settings) read it too.
 */
export const siteTreeProcedure = permissionProcedure(
  "/site/list",
  "/site_config/base_update",
  "/content/list",
  "/content/share_list",
)
  .meta({ legacy: { paths: ["/site/tree"] } })
  .input(ZSiteTreeInput)
  .output(ZSiteTreeOutput)
  .query(({ ctx, input }) => siteTree(ctx, input.root, input.all && hasPermission(ctx.access, "/site/list")));
