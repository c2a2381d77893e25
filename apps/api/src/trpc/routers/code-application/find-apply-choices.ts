import {
  ZFindApplyChoicesInput,
  ZFindApplyChoicesOutput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { findApplyChoices } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

export const findApplyChoicesProcedure = permissionProcedure(
  "/apply/add",
  "/apply/update",
  "/apply/list",
  "/apply/sellerList",
  "/apply/examine",
)
  .input(ZFindApplyChoicesInput)
  .output(ZFindApplyChoicesOutput)
  .query(({ ctx, input }) => findApplyChoices(ctx, input));
