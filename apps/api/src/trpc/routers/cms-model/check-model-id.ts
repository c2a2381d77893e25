import { ZCheckModelIdInput, ZCheckResultOutput } from "@suyuan/contracts/cms/model-operations";
import { isModelIdFree } from "../../../services/cms/model/models.ts";
import { permissionProcedure } from "../../init.ts";

/** `{ result: true }` when no model has the id; legacy /model/check_id. */
export const checkModelIdProcedure = permissionProcedure("/model/save", "/model/update")
  .meta({ legacy: { paths: ["/model/check_id"] } })
  .input(ZCheckModelIdInput)
  .output(ZCheckResultOutput)
  .query(async ({ input }) => ({ result: await isModelIdFree(input.id) }));
