import { ZFindHousesInput, ZFindHousesOutput } from "@suyuan/contracts/base/base-fields";
import { findHouses } from "../../../services/base/houses.ts";
import { permissionProcedure } from "../../init.ts";

export const findHousesProcedure = permissionProcedure("/house/list")
  .input(ZFindHousesInput)
  .output(ZFindHousesOutput)
  .query(({ ctx, input }) => findHouses(ctx, input));
