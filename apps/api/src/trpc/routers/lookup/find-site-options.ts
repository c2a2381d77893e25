import { ZFindOptionsInput, ZFindOptionsOutput } from "@suyuan/contracts/lookup/find-options";
import { siteOptions } from "../../../services/lookup/options.ts";
import { permissionProcedure } from "../../init.ts";

export const findSiteOptionsProcedure = permissionProcedure(
  "/admin/local_list",
  "/adminGlocal/add",
  "/adminGlocal/edit",
  "/log/list",
)
  .input(ZFindOptionsInput)
  .output(ZFindOptionsOutput)
  .query(({ ctx, input }) => siteOptions(ctx, input.name));
