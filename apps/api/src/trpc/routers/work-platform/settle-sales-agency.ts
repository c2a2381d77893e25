import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { salesAgencyResource } from "@suyuan/contracts/work-platform/sales-agency-resource";
import { ZSettleSalesAgencyInput, ZSettleSalesAgencyOutput } from "@suyuan/contracts/work-platform/sales-agency-status";
import { legacyPaths } from "../../resource-router.ts";
import { settleSalesAgency } from "../../../services/work-platform/sales-agency-operations.ts";
import { permissionProcedure } from "../../init.ts";

/** Settles with the villager: the commission, and the sales amount less it paid out; then read-only. */
export const settleSalesAgencyProcedure = permissionProcedure(OPERATION_KEYS.sellAgencySettle)
  .meta({ legacy: legacyPaths(salesAgencyResource, "settle") })
  .input(ZSettleSalesAgencyInput)
  .output(ZSettleSalesAgencyOutput)
  .mutation(({ ctx, input }) => settleSalesAgency(ctx, input));
