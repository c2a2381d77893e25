import { ZFindOptionsInput, ZFindOptionsOutput } from "@suyuan/contracts/lookup/find-options";
import { enterpriseOptions } from "../../../services/lookup/options.ts";
import { permissionProcedure } from "../../init.ts";

/**
 * Every page that chooses or filters by an enterprise may ask; the answer is confined to the
 * caller's scope (a member gets only their own enterprise).
 */
export const findEnterpriseOptionsProcedure = permissionProcedure(
  "/admin/local_list",
  "/adminGlocal/add",
  "/adminGlocal/edit",
  "/enterprise/list",
  "/goods/list",
  "/goods/save",
  "/goods/update",
  "/base/list",
  "/base/save",
  "/base/update",
  "/house/list",
  "/env/list",
  "/env/save",
  "/env/update",
  "/envPlate/list",
  "/project/list",
  "/traceTemplate/list",
  "/traceTemplate/add",
  "/traceTemplate/update",
  "/batch/list",
  "/batch/save",
  "/batch/update",
  "/apply/list",
  "/apply/sellerList",
  "/apply/add",
  "/scanCode/list",
  "/recall/list",
  "/recall/save",
  "/recall/update",
  "/quality_check/list",
  "/quality_check/save",
  "/quality_check/update",
)
  .input(ZFindOptionsInput)
  .output(ZFindOptionsOutput)
  .query(({ ctx, input }) => enterpriseOptions(ctx, input.name));
