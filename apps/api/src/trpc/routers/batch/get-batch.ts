import { batchResource } from "@suyuan/contracts/batch/batch-resource";
import { ZGetBatchInput, ZGetBatchOutput } from "@suyuan/contracts/batch/get-batch";
import { legacyPaths } from "../../../kit/resource-router.ts";
import { getBatch } from "../../../services/batch/batches.ts";
import { permissionProcedure } from "../../init.ts";

const { keys, readers } = batchResource;

/** The generated `get` (same keys and legacy paths), with the batch's bound-code count. */
export const getBatchProcedure = permissionProcedure(keys.list, "/batch/view", keys.update, ...(readers ?? []))
  .meta({ legacy: legacyPaths(batchResource, "get", "view") })
  .input(ZGetBatchInput)
  .output(ZGetBatchOutput)
  .query(({ ctx, input }) => getBatch(ctx, input.id));
