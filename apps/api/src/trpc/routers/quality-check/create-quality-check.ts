import {
  ZCreateQualityCheckInput,
  ZSaveQualityCheckOutput,
} from "@suyuan/contracts/quality-check/quality-check-operations";
import { createQualityCheck } from "../../../services/quality-check/quality-checks.ts";
import { permissionProcedure } from "../../init.ts";

// startRecall also needs /recall/save: the service checks it.
export const createQualityCheckProcedure = permissionProcedure("/quality_check/save")
  .input(ZCreateQualityCheckInput)
  .output(ZSaveQualityCheckOutput)
  .mutation(({ ctx, input }) => createQualityCheck(ctx, input));
