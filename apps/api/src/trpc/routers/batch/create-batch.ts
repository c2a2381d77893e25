import { ZCreateBatchInput, ZCreateBatchOutput } from "@suyuan/contracts/batch/create-batch";
import { createBatch } from "../../../services/batch/batch-mutations.ts";
import { permissionProcedure } from "../../init.ts";

export const createBatchProcedure = permissionProcedure("/batch/save")
  .meta({ legacy: { paths: ["/batch/save"] } })
  .input(ZCreateBatchInput)
  .output(ZCreateBatchOutput)
  .mutation(({ ctx, input }) => createBatch(ctx, input));
