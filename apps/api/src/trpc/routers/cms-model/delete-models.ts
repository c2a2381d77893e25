import { ZDeleteModelsInput, ZDeletedOutput } from "@suyuan/contracts/cms/model-operations";
import { deleteModels } from "../../../services/cms/model/models.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes unused, non-default models; legacy /model/delete (`ids`). */
export const deleteModelsProcedure = permissionProcedure("/model/delete")
  .meta({ legacy: { paths: ["/model/delete"] } })
  .input(ZDeleteModelsInput)
  .output(ZDeletedOutput)
  .mutation(({ ctx, input }) => deleteModels(ctx, input.ids));
