import { ZBaseItem, ZGetBaseInput } from "@suyuan/contracts/base/base-fields";
import { getBase } from "../../../services/base/bases.ts";
import { permissionProcedure } from "../../init.ts";

export const getBaseProcedure = permissionProcedure("/base/list", "/base/update", "/house/save", "/house/update")
  .input(ZGetBaseInput)
  .output(ZBaseItem)
  .query(({ ctx, input }) => getBase(ctx, input.id));
