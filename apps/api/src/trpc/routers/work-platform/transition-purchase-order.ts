import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { purchaseOrderResource } from "@suyuan/contracts/work-platform/purchase-order-resource";
import {
  ZTransitionPurchaseOrderInput,
  ZTransitionPurchaseOrderOutput,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import { legacyPaths } from "../../resource-router.ts";
import { transitionPurchaseOrder } from "../../../services/work-platform/purchase-order-transition.ts";
import { permissionProcedure } from "../../init.ts";

/** Moves a purchase order along its status flow (采购中, 到货, 交付, 取消), recorded as an event. */
export const transitionPurchaseOrderProcedure = permissionProcedure(OPERATION_KEYS.buyStatus)
  .meta({ legacy: legacyPaths(purchaseOrderResource, "transition") })
  .input(ZTransitionPurchaseOrderInput)
  .output(ZTransitionPurchaseOrderOutput)
  .mutation(({ ctx, input }) => transitionPurchaseOrder(ctx, input));
