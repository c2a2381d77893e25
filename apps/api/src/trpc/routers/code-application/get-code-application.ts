import {
  ZCodeApplicationDetail,
  ZGetCodeApplicationInput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { getCodeApplication } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

export const getCodeApplicationProcedure = permissionProcedure(
  "/apply/view",
  "/apply/list",
  "/apply/sellerList",
  "/apply/update",
  "/apply/examine",
  "/apply/bindingCode",
)
  .input(ZGetCodeApplicationInput)
  .output(ZCodeApplicationDetail)
  .query(({ ctx, input }) => getCodeApplication(ctx, input.id, ctx.config.publicBaseUrl ?? null));
