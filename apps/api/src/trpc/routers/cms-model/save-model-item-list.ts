import { ZListSaveItemsInput, ZOkOutput } from "@suyuan/contracts/cms/model-operations";
import { saveModelItemList } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/** The field list's inline edits (`ids` with `labels`, `prioritys`, `displays`); legacy /item/list_save. */
export const saveModelItemListProcedure = permissionProcedure("/item/update")
  .meta({ legacy: { paths: ["/item/list_save"] } })
  .input(ZListSaveItemsInput)
  .output(ZOkOutput)
  .mutation(({ ctx, input }) => saveModelItemList(ctx, input));
