import { ZDeleteBatchesInput, ZDeleteBatchesOutput } from "@suyuan/contracts/batch/delete-batches";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteBatches } from "../../../services/batch/batch-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteBatchesProcedure = permissionProcedure(OPERATION_KEYS.batchDelete)
  .meta({ legacy: { paths: ["/batch/delete"] } })
  .input(ZDeleteBatchesInput)
  .output(ZDeleteBatchesOutput)
  .mutation(({ ctx, input }) => deleteBatches(ctx, input.ids));
