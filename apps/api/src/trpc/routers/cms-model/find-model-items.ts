import { ZFindItemsInput, ZFindItemsOutput, type TModelFieldItem } from "@suyuan/contracts/cms/model-operations";
import { findModelItems } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/**
 * A field as the origin answers it: a blank default is "" (its client hands `defValue` to image
 * pickers that call `indexOf` on it), except for rich-text fields, whose default the client's
 * content form reads as "an editor to empty" and whose editor it never creates: for those any
 * value but null stops 提交 before the save is sent.
 */
function originItem(item: TModelFieldItem): TModelFieldItem {
  return item.type === "richtext" ? item : { ...item, defValue: item.defValue ?? "" };
}

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
  .meta({
    legacy: {
      paths: ["/item/list"],
      answer: (output) => ({ body: (output as TModelFieldItem[]).map(originItem) }),
    },
  })
  .input(ZFindItemsInput)
  .output(ZFindItemsOutput)
  .query(({ input }) => findModelItems(input));
