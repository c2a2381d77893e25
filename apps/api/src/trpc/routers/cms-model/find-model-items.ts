import { ZFindItemsInput, ZFindItemsOutput } from "@suyuan/contracts/cms/model-operations";
import { findModelItems } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/** A model's fields in order (the content and channel forms are built from them); legacy /item/list. */
export const findModelItemsProcedure = permissionProcedure(
  "/item/list",
  "/model/list",
  "/channel/list",
  "/channel/save",
  "/channel/update",
  "/content/list",
  "/content/save",
  "/content/update",
)
  .meta({ legacy: { paths: ["/item/list"] } })
  .input(ZFindItemsInput)
  .output(ZFindItemsOutput)
  .query(({ input }) => findModelItems(input));
