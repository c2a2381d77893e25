import { ZFindOptionsInput, ZFindOptionsOutput } from "@suyuan/contracts/lookup/find-options";
import { roleOptions } from "../../../services/lookup/options.ts";
import { permissionProcedure } from "../../init.ts";

export const findRoleOptionsProcedure = permissionProcedure(
  "/admin/local_list",
  "/adminGlocal/add",
  "/adminGlocal/edit",
)
  .input(ZFindOptionsInput)
  .output(ZFindOptionsOutput)
  .query(({ ctx, input }) => roleOptions(ctx, input.name));
