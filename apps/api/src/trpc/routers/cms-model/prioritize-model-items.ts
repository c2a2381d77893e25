import { ZOkOutput, ZPrioritiesInput } from "@suyuan/contracts/cms/model-operations";
import { saveModelItemList } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/** New order values for many fields (`ids`, `prioritys`); legacy /item/priority. */
export const prioritizeModelItemsProcedure = permissionProcedure("/item/priority")
  .meta({ legacy: { paths: ["/item/priority"] } })
  .input(ZPrioritiesInput)
  .output(ZOkOutput)
  .mutation(({ ctx, input }) => saveModelItemList(ctx, { ids: input.ids, prioritys: input.prioritys }));
