import { ZCheckAnswer, legacyCheckAnswer } from "@suyuan/contracts/common/check-answer";
import { ZCheckContentTypeIdInput } from "@suyuan/contracts/content-type/check-content-type-id";
import { isContentTypeIdFree } from "../../../services/cms/assist/content-type-hooks.ts";
import { permissionProcedure } from "../../init.ts";

export const checkContentTypeIdProcedure = permissionProcedure("/type/list", "/type/save", "/type/update")
  .meta({ legacy: { paths: ["/type/check_id"], answer: legacyCheckAnswer } })
  .input(ZCheckContentTypeIdInput)
  .output(ZCheckAnswer)
  .query(({ input }) => isContentTypeIdFree(input.id));
