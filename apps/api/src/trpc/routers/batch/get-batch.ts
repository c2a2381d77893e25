import { ZGetBatchInput, ZGetBatchOutput } from "@suyuan/contracts/batch/get-batch";
import { getBatch } from "../../../services/batch/batches.ts";
import { permissionProcedure } from "../../init.ts";
import { BATCH_PICKER_KEYS } from "./find-batches.ts";

export const getBatchProcedure = permissionProcedure("/batch/update", ...BATCH_PICKER_KEYS)
  .meta({ legacy: { paths: ["/batch/get", "/batch/view"] } })
  .input(ZGetBatchInput)
  .output(ZGetBatchOutput)
  .query(({ ctx, input }) => getBatch(ctx, input.id));
