import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { purchaseOrderResource } from "@suyuan/contracts/work-platform/purchase-order-resource";
import {
  ZFindPurchaseOrderEventsInput,
  ZFindPurchaseOrderEventsOutput,
} from "@suyuan/contracts/work-platform/purchase-order-status";
import { legacyPaths } from "../../resource-router.ts";
import { findPurchaseOrderEvents } from "../../../services/work-platform/purchase-order-transition.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = purchaseOrderResource;

/** The status history of an order: readable by whoever may list, edit or move it. */
export const findPurchaseOrderEventsProcedure = permissionProcedure(keys.list, keys.update, OPERATION_KEYS.buyStatus)
  .meta({ legacy: legacyPaths(purchaseOrderResource, "events") })
  .input(ZFindPurchaseOrderEventsInput)
  .output(ZFindPurchaseOrderEventsOutput)
  .query(({ ctx, input }) => findPurchaseOrderEvents(ctx, input.orderId));
