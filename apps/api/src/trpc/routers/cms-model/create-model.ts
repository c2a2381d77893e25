import { ZSaveModelInput } from "@suyuan/contracts/cms/model-operations";
import { z } from "zod";
import { createModel } from "../../../services/cms/model/models.ts";
import { permissionProcedure } from "../../init.ts";

/** A new model with its built-in fields; legacy /model/save. */
export const createModelProcedure = permissionProcedure("/model/save")
  .meta({ legacy: { paths: ["/model/save"] } })
  .input(ZSaveModelInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => createModel(ctx, input));
