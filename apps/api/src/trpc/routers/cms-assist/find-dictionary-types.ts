import { ZDictionaryTypesOutput } from "@suyuan/contracts/dictionary/dictionary-checks";
import { dictionaryTypes } from "../../../services/cms/assist/dictionary-hooks.ts";
import { permissionProcedure } from "../../init.ts";

/** `dictionary/type`: the types in use (the list page's type filter, the origin's type select). */
export const findDictionaryTypesProcedure = permissionProcedure(
  "/dictionary/list",
  "/dictionary/save",
  "/dictionary/update",
)
  .meta({ legacy: { paths: ["/dictionary/type"] } })
  .output(ZDictionaryTypesOutput)
  .query(() => dictionaryTypes());
