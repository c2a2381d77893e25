import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { salesAgencyResource } from "@suyuan/contracts/work-platform/sales-agency-resource";
import {
  ZFindSalesAgencyHistoryInput,
  ZFindSalesAgencyHistoryOutput,
} from "@suyuan/contracts/work-platform/sales-agency-status";
import { legacyPaths } from "../../resource-router.ts";
import { findSalesAgencyHistory } from "../../../services/work-platform/sales-agency-operations.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = salesAgencyResource;

/** The sales and status changes of a record: readable by whoever may list, edit, sell or settle it. */
export const findSalesAgencyHistoryProcedure = permissionProcedure(
  keys.list,
  keys.update,
  OPERATION_KEYS.sellAgencySell,
  OPERATION_KEYS.sellAgencySettle,
)
  .meta({ legacy: legacyPaths(salesAgencyResource, "history") })
  .input(ZFindSalesAgencyHistoryInput)
  .output(ZFindSalesAgencyHistoryOutput)
  .query(({ ctx, input }) => findSalesAgencyHistory(ctx, input.agencyId));
