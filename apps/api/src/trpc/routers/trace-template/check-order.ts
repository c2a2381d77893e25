import { ZCheckOrderInput, ZCheckOrderOutput } from "@suyuan/contracts/trace-template/check-order";
import { checkTemplateOrder } from "../../../services/trace-template/template-order.ts";
import { permissionProcedure } from "../../init.ts";

export const checkTemplateOrderProcedure = permissionProcedure(
  "/traceTemplate/add",
  "/traceTemplate/update",
  "/traceTemplate/addDetail",
  "/traceTemplateItem/update",
)
  .input(ZCheckOrderInput)
  .output(ZCheckOrderOutput)
  .query(({ ctx, input }) => checkTemplateOrder(ctx, input));
