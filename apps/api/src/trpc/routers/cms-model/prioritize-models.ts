import { ZOkOutput, ZPrioritiesInput } from "@suyuan/contracts/cms/model-operations";
import { prioritizeModels } from "../../../services/cms/model/models.ts";
import { permissionProcedure } from "../../init.ts";

/** New order values for many models (`ids`, `prioritys`); legacy /model/priority. */
export const prioritizeModelsProcedure = permissionProcedure("/model/priority")
  .meta({ legacy: { paths: ["/model/priority"] } })
  .input(ZPrioritiesInput)
  .output(ZOkOutput)
  .mutation(({ ctx, input }) => prioritizeModels(ctx, input.ids, input.prioritys));
