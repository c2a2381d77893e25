import { ZUpdateModelInput } from "@suyuan/contracts/cms/model-operations";
import { z } from "zod";
import { updateModel } from "../../../services/cms/model/models.ts";
import { permissionProcedure } from "../../init.ts";

/** Changes a model (its kind stays); legacy /model/update. */
export const updateModelProcedure = permissionProcedure("/model/update")
  .meta({ legacy: { paths: ["/model/update"] } })
  .input(ZUpdateModelInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => updateModel(ctx, input));
