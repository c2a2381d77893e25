import { ZCheckAnswer, legacyCheckAnswer } from "@suyuan/contracts/common/check-answer";
import { ZCheckDictionaryValueInput } from "@suyuan/contracts/dictionary/dictionary-checks";
import { isDictionaryValueFree } from "../../../services/cms/assist/dictionary-hooks.ts";
import { permissionProcedure } from "../../init.ts";

export const checkDictionaryValueProcedure = permissionProcedure(
  "/dictionary/list",
  "/dictionary/save",
  "/dictionary/update",
)
  .meta({ legacy: { paths: ["/dictionary/check_value"], answer: legacyCheckAnswer } })
  .input(ZCheckDictionaryValueInput)
  .output(ZCheckAnswer)
  .query(({ input }) => isDictionaryValueFree(input));
