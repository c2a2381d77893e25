import { ZModelIdInput, ZModelItem } from "@suyuan/contracts/cms/model-operations";
import { getModel } from "../../../services/cms/model/models.ts";
import { permissionProcedure } from "../../init.ts";

/** One model; legacy /model/get. */
export const getModelProcedure = permissionProcedure("/model/list", "/model/update", "/item/list")
  .meta({ legacy: { paths: ["/model/get"] } })
  .input(ZModelIdInput)
  .output(ZModelItem)
  .query(({ input }) => getModel(input.id));
