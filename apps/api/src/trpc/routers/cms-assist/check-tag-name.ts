import { ZCheckAnswer, legacyCheckAnswer } from "@suyuan/contracts/common/check-answer";
import { ZCheckTagNameInput } from "@suyuan/contracts/tag/check-tag-name";
import { isTagNameFree } from "../../../services/cms/assist/tag-hooks.ts";
import { permissionProcedure } from "../../init.ts";

export const checkTagNameProcedure = permissionProcedure("/tag/list", "/tag/save", "/tag/update")
  .meta({ legacy: { paths: ["/tag/check_name"], answer: legacyCheckAnswer } })
  .input(ZCheckTagNameInput)
  .output(ZCheckAnswer)
  .query(({ ctx, input }) => isTagNameFree(ctx, input));
