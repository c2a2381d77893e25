import { ZItemIdInput, ZModelFieldItem } from "@suyuan/contracts/cms/model-operations";
import { getModelItem } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/** One model field; legacy /item/get. */
export const getModelItemProcedure = permissionProcedure("/item/list")
  .meta({ legacy: { paths: ["/item/get"] } })
  .input(ZItemIdInput)
  .output(ZModelFieldItem)
  .query(({ input }) => getModelItem(input.id));
