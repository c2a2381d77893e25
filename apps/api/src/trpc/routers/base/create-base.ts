import { ZBaseFields, ZCreateBaseOutput } from "@suyuan/contracts/base/base-fields";
import { createBase } from "../../../services/base/bases.ts";
import { permissionProcedure } from "../../init.ts";

export const createBaseProcedure = permissionProcedure("/base/save")
  .input(ZBaseFields)
  .output(ZCreateBaseOutput)
  .mutation(({ ctx, input }) => createBase(ctx, input));
