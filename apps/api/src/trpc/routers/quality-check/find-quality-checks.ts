import {
  ZFindQualityChecksInput,
  ZFindQualityChecksOutput,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import { findQualityChecks } from "../../../services/quality-check/quality-checks.ts";
import { permissionProcedure } from "../../init.ts";

export const findQualityChecksProcedure = permissionProcedure("/quality_check/list")
  .meta({ legacy: { paths: ["/quality_check/list"] } })
  .input(ZFindQualityChecksInput)
  .output(ZFindQualityChecksOutput)
  .query(({ ctx, input }) => findQualityChecks(ctx, input));
