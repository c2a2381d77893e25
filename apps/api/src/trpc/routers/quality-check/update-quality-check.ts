import {
  ZSaveQualityCheckOutput,
  ZUpdateQualityCheckInput,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import { updateQualityCheck } from "../../../services/quality-check/quality-checks.ts";
import { permissionProcedure } from "../../init.ts";

export const updateQualityCheckProcedure = permissionProcedure("/quality_check/update")
  .input(ZUpdateQualityCheckInput)
  .output(ZSaveQualityCheckOutput)
  .mutation(({ ctx, input }) => updateQualityCheck(ctx, input.id, input.data));
