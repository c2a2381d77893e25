import { ZCheckFieldInput, ZCheckResultOutput } from "@suyuan/contracts/cms/model-operations";
import { isFieldFree } from "../../../services/cms/model/model-items.ts";
import { permissionProcedure } from "../../init.ts";

/** `{ result: true }` when the model has no other field of the name and it is not reserved; legacy /item/check_field. */
export const checkModelFieldProcedure = permissionProcedure("/item/save", "/item/update")
  .meta({ legacy: { paths: ["/item/check_field"] } })
  .input(ZCheckFieldInput)
  .output(ZCheckResultOutput)
  .query(async ({ input }) => ({ result: await isFieldFree(input.modelId, input.field, input.id) }));
