import { router } from "../init.ts";
import { createBatchProcedure } from "./batch/create-batch.ts";
import { deleteBatchesProcedure } from "./batch/delete-batches.ts";
import { findBatchChoicesProcedure } from "./batch/find-batch-choices.ts";
import { findBatchesProcedure } from "./batch/find-batches.ts";
import { getBatchProcedure } from "./batch/get-batch.ts";
import { updateBatchProcedure } from "./batch/update-batch.ts";

export const batchRouter = router({
  find: findBatchesProcedure,
  get: getBatchProcedure,
  create: createBatchProcedure,
  update: updateBatchProcedure,
  delete: deleteBatchesProcedure,
  choices: findBatchChoicesProcedure,
});
