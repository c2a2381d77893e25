import {
  ZGetQualityCheckInput,
  ZGetQualityCheckOutput,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import { getQualityCheck } from "../../../services/quality-check/quality-checks.ts";
import { permissionProcedure } from "../../init.ts";

export const getQualityCheckProcedure = permissionProcedure("/quality_check/list", "/quality_check/update")
  .meta({ legacy: { paths: ["/quality_check/get"] } })
  .input(ZGetQualityCheckInput)
  .output(ZGetQualityCheckOutput)
  .query(({ ctx, input }) => getQualityCheck(ctx, input.id));
