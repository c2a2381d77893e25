import { ZFindBasesInput, ZFindBasesOutput } from "@suyuan/contracts/base/base-fields";
import { findBases } from "../../../services/base/bases.ts";
import { permissionProcedure } from "../../init.ts";

// Greenhouse and device forms pick a base from this list.
export const findBasesProcedure = permissionProcedure(
  "/base/list",
  "/house/save",
  "/house/update",
  "/env/save",
  "/env/update",
)
  .input(ZFindBasesInput)
  .output(ZFindBasesOutput)
  .query(({ ctx, input }) => findBases(ctx, input));
