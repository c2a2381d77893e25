import {
  ZDeleteQualityChecksInput,
  ZDeleteQualityChecksOutput,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteQualityChecks } from "../../../services/quality-check/quality-checks.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteQualityChecksProcedure = permissionProcedure(OPERATION_KEYS.qualityCheckDelete)
  .meta({ legacy: { paths: ["/quality_check/delete"] } })
  .input(ZDeleteQualityChecksInput)
  .output(ZDeleteQualityChecksOutput)
  .mutation(({ ctx, input }) => deleteQualityChecks(ctx, input.ids));
