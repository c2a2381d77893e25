import { ZDeleteBasesInput, ZDeleteBasesOutput } from "@suyuan/contracts/base/base-fields";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteBases } from "../../../services/base/bases.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteBasesProcedure = permissionProcedure(OPERATION_KEYS.baseDelete)
  .input(ZDeleteBasesInput)
  .output(ZDeleteBasesOutput)
  .mutation(({ ctx, input }) => deleteBases(ctx, input.ids));
