import { ZFindBatchChoicesInput, ZFindBatchChoicesOutput } from "@suyuan/contracts/batch/batch-operations";
import { findBatchChoices } from "../../../services/batch/batch-choices.ts";
import { permissionProcedure } from "../../init.ts";

export const findBatchChoicesProcedure = permissionProcedure(
  "/batch/list",
  "/batch/save",
  "/batch/update",
  "/traceTemplate/list",
  "/traceTemplate/add",
  "/traceTemplate/update",
  // The quality-check form and list pick goods here too.
  "/quality_check/list",
  "/quality_check/save",
  "/quality_check/update",
)
  .input(ZFindBatchChoicesInput)
  .output(ZFindBatchChoicesOutput)
  .query(({ ctx, input }) => findBatchChoices(ctx, input));
