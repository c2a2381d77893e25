import { ZFindModelsInput, ZFindModelsOutput } from "@suyuan/contracts/cms/model-operations";
import { findModels } from "../../../services/cms/model/models.ts";
import { permissionProcedure } from "../../init.ts";

/** Models in order (unpaged); the channel and content forms read them too; legacy /model/list. */
export const findModelsProcedure = permissionProcedure(
  "/model/list",
  "/item/list",
  "/channel/list",
  "/channel/save",
  "/channel/update",
  "/content/list",
  "/content/save",
  "/content/update",
)
  .meta({ legacy: { paths: ["/model/list"] } })
  .input(ZFindModelsInput)
  .output(ZFindModelsOutput)
  .query(({ input }) => findModels(input));
