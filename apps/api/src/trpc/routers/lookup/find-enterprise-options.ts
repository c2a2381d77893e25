import { ZFindOptionsInput, ZFindOptionsOutput } from "@suyuan/contracts/lookup/find-options";
import { enterpriseOptions } from "../../../services/lookup/options.ts";
import { permissionProcedure } from "../../init.ts";

export const findEnterpriseOptionsProcedure = permissionProcedure(
  "/admin/local_list",
  "/adminGlocal/add",
  "/adminGlocal/edit",
)
  .input(ZFindOptionsInput)
  .output(ZFindOptionsOutput)
  .query(({ ctx, input }) => enterpriseOptions(ctx, input.name));
