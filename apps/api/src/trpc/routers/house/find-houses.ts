import { ZFindHousesInput, ZFindHousesOutput } from "@suyuan/contracts/base/base-fields";
import { findHouses } from "../../../services/base/houses.ts";
import { permissionProcedure } from "../../init.ts";

// Device forms pick a greenhouse from this list.
export const findHousesProcedure = permissionProcedure("/house/list", "/env/save", "/env/update")
  .meta({ legacy: { paths: ["/house/list"] } })
  .input(ZFindHousesInput)
  .output(ZFindHousesOutput)
  .query(({ ctx, input }) => findHouses(ctx, input));
