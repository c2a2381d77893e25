import { ZDeleteItemsInput, ZDeletedOutput } from "@suyuan/contracts/cms/model-operations";
import { deleteModelItems } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes custom fields (never built-in ones); legacy /item/delete (`ids`). */
export const deleteModelItemsProcedure = permissionProcedure("/item/delete")
  .meta({ legacy: { paths: ["/item/delete"] } })
  .input(ZDeleteItemsInput)
  .output(ZDeletedOutput)
  .mutation(({ ctx, input }) => deleteModelItems(ctx, input.ids));
