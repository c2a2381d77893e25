import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { salesAgencyResource } from "@suyuan/contracts/work-platform/sales-agency-resource";
import { ZRecordAgencySaleInput, ZRecordAgencySaleOutput } from "@suyuan/contracts/work-platform/sales-agency-status";
import { legacyPaths } from "../../resource-router.ts";
import { recordAgencySale } from "../../../services/work-platform/sales-agency-operations.ts";
import { permissionProcedure } from "../../init.ts";

/** Records a (possibly partial) sale of a villager's produce; sold out, the record becomes sold. */
export const recordAgencySaleProcedure = permissionProcedure(OPERATION_KEYS.sellAgencySell)
  .meta({ legacy: legacyPaths(salesAgencyResource, "sell") })
  .input(ZRecordAgencySaleInput)
  .output(ZRecordAgencySaleOutput)
  .mutation(({ ctx, input }) => recordAgencySale(ctx, input));
