import { batchResource } from "@suyuan/contracts/batch/batch-resource";
import { ZGetBatchInput, ZGetBatchOutput } from "@suyuan/contracts/batch/batch-operations";
import { readKeys } from "../../../kit/resource-keys.ts";
import { legacyPaths } from "../../resource-router.ts";
import { getBatch } from "../../../services/batch/batches.ts";
import { permissionProcedure } from "../../init.ts";

/** The generated `get` (same keys and legacy paths), with the batch's bound-code count. */
export const getBatchProcedure = permissionProcedure(...readKeys(batchResource))
  .meta({ legacy: legacyPaths(batchResource, "get", "view") })
  .input(ZGetBatchInput)
  .output(ZGetBatchOutput)
  .query(({ ctx, input }) => getBatch(ctx, input.id));
