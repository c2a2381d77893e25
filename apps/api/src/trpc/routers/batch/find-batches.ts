import { ZFindBatchesInput, ZFindBatchesOutput } from "@suyuan/contracts/batch/find-batches";
import { findBatches } from "../../../services/batch/batches.ts";
import { permissionProcedure } from "../../init.ts";

/** Batch pickers on other pages (records, code binding, recalls, spot checks, scan records) search here too. */
export const BATCH_PICKER_KEYS = [
  "/batch/list",
  "/batch/view",
  "/trace/list",
  "/trace/save",
  "/trace/update",
  "/traceItemItem/list",
  "/apply/bindingCode",
  "/recall/save",
  "/recall/update",
  "/quality_check/save",
  "/quality_check/update",
  "/scanCode/list",
] as const;

export const findBatchesProcedure = permissionProcedure(...BATCH_PICKER_KEYS)
  .meta({ legacy: { paths: ["/batch/list"] } })
  .input(ZFindBatchesInput)
  .output(ZFindBatchesOutput)
  .query(({ ctx, input }) => findBatches(ctx, input));
