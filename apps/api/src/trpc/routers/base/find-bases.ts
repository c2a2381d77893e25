import { ZFindBasesInput, ZFindBasesOutput } from "@suyuan/contracts/base/base-fields";
import { findBases } from "../../../services/base/bases.ts";
import { permissionProcedure } from "../../init.ts";

export const findBasesProcedure = permissionProcedure("/base/list")
  .input(ZFindBasesInput)
  .output(ZFindBasesOutput)
  .query(({ ctx, input }) => findBases(ctx, input));
